import { ApplicationError } from '../errors/application-error.js';
import type { User } from '../model/user.model.js';
import type { AccountPort } from '../ports/account.port.js';
import type { IdentityPort } from '../ports/identity.port.js';
import type { TokenStorePort } from '../ports/token-store.port.js';

/**
 * How the signed-in person signs in (SPEC section 9, `Meu perfil`): a new password, a first
 * password for a Google-only account ("criar senha"), a new e-mail. The provider may ask for a
 * recent sign-in (`IDENTITY.REAUTH_REQUIRED`): the caller asks for the current password and
 * calls again with it. Throws `ApplicationError`.
 */
export class AccountAccessUseCase {
  /** @param identity - the provider. @param tokens - the kept token. @param accounts - the Publi account. */
  constructor(private readonly identity: IdentityPort, private readonly tokens: TokenStorePort, private readonly accounts: AccountPort) {}

  /** Whether the account can sign in with a password (otherwise it is offered "criar senha"). */
  hasPassword(): boolean {
    return this.identity.hasPasswordSignIn();
  }

  /** Sets a new password; with `currentPassword`, the person is confirmed first. */
  async changePassword(newPassword: string, currentPassword?: string): Promise<void> {
    if (currentPassword !== undefined) await this.identity.reauthenticate(currentPassword);
    await this.identity.updatePassword(newPassword);
  }

  /** Gives a Google-only account a password sign-in. */
  createPassword(password: string): Promise<void> {
    return this.identity.linkPassword(password);
  }

  /**
   * Sends the confirmation link to `newEmail`; the e-mail changes only once it is opened (verify
   * before update). With `currentPassword`, the person is confirmed first.
   */
  async requestEmailChange(newEmail: string, currentPassword?: string): Promise<void> {
    if (currentPassword !== undefined) await this.identity.reauthenticate(currentPassword);
    await this.identity.verifyBeforeUpdateEmail(newEmail.trim());
  }

  /**
   * After the link was opened: reads the person again from the provider, keeps the new token and
   * has the server store the e-mail the token now carries. `USER.EMAIL_NOT_VERIFIED` before that.
   */
  async confirmEmailChange(): Promise<User> {
    const session = await this.identity.reloadSession();
    if (session === null) throw new ApplicationError('SESSION.MISSING');
    this.tokens.save(session.token);
    return this.accounts.syncEmail();
  }
}
