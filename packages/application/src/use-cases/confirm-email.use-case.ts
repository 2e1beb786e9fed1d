import { ApplicationError } from '../errors/application-error.js';
import type { User } from '../model/user.model.js';
import type { AccountPort } from '../ports/account.port.js';
import type { IdentityPort } from '../ports/identity.port.js';
import type { TokenStorePort } from '../ports/token-store.port.js';

/**
 * Confirming that the person owns the e-mail they signed up with: Publi e-mails only a
 * confirmed address, so until then the site asks for it. `send` has the provider send its link;
 * once it was opened, `confirm` reloads the session (its new token says the address is confirmed)
 * and has the server take that from the token.
 */
export class ConfirmEmailUseCase {
  /** @param identity - the provider. @param tokens - where the token the API reads is kept. @param accounts - Publi accounts. */
  constructor(private readonly identity: IdentityPort, private readonly tokens: TokenStorePort, private readonly accounts: AccountPort) {}

  /** Sends the confirmation link to the signed-in person's e-mail. */
  send(): Promise<void> {
    return this.identity.sendEmailVerification();
  }

  /** After the link: the account, confirmed. `USER.EMAIL_NOT_VERIFIED` while the link was not opened; `SESSION.MISSING` signed out. */
  confirm(): Promise<User> {
    return adoptVerifiedEmail(this.identity, this.tokens, this.accounts);
  }
}

/**
 * Reloads the session from the provider and has the server store the e-mail its new token
 * vouches for. `expectedEmail`: refuse with `USER.EMAIL_NOT_VERIFIED`, without asking the server,
 * while the provider still shows another address (a change whose link was not opened yet).
 */
export async function adoptVerifiedEmail(identity: IdentityPort, tokens: TokenStorePort, accounts: AccountPort, expectedEmail?: string): Promise<User> {
  const session = await identity.reloadSession();
  if (session === null) throw new ApplicationError('SESSION.MISSING');
  if (expectedEmail !== undefined && session.email?.toLowerCase() !== expectedEmail.trim().toLowerCase()) throw new ApplicationError('USER.EMAIL_NOT_VERIFIED');
  // The API reads the token from the store: keep the new one before calling, rather than wait
  // for the provider's listener, which may save it only after the request left.
  tokens.save(session.token);
  return accounts.syncEmail();
}
