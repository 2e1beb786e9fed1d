import { ApplicationError } from '../errors/application-error.js';
import type { User } from '../model/user.model.js';
import type { AccountPort } from '../ports/account.port.js';
import type { IdentityPort } from '../ports/identity.port.js';
import type { TokenStorePort } from '../ports/token-store.port.js';
import { adoptVerifiedEmail } from './confirm-email.use-case.js';
import { withReauthentication } from './with-reauthentication.js';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Changing the e-mail by the provider's verify-before-update flow: `request` sends a link to the
 * new address and changes nothing; once the person opened it, `confirm` reloads the session (its
 * new token carries the verified e-mail) and asks the server to take the e-mail from that token.
 * The server never reads an e-mail from a request body.
 */
export class ChangeEmailUseCase {
  /** @param identity - the provider. @param tokens - where the token the API reads is kept. @param accounts - Publi accounts. */
  constructor(private readonly identity: IdentityPort, private readonly tokens: TokenStorePort, private readonly accounts: AccountPort) {}

  /**
   * Sends the confirmation link to `newEmail`. `IDENTITY.INVALID_EMAIL` before asking for a
   * malformed one; `IDENTITY.REAUTH_REQUIRED` when the provider wants a recent sign-in and no
   * `currentPassword` was given (with it, the person is confirmed and the link sent).
   */
  request(newEmail: string, currentPassword?: string): Promise<void> {
    const address = newEmail.trim();
    if (!EMAIL.test(address)) return Promise.reject(new ApplicationError('IDENTITY.INVALID_EMAIL'));
    return withReauthentication(this.identity, () => this.identity.verifyBeforeUpdateEmail(address), currentPassword);
  }

  /**
   * After the link: reloads the session and stores the verified e-mail on the account. Throws
   * `USER.EMAIL_NOT_VERIFIED`, without asking the server, while the provider still shows another
   * e-mail than `newEmail` (the link was not opened yet).
   */
  confirm(newEmail: string): Promise<User> {
    return adoptVerifiedEmail(this.identity, this.tokens, this.accounts, newEmail);
  }
}
