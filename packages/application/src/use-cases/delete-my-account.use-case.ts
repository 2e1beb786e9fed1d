import type { IdentityPort } from '../ports/identity.port.js';
import type { PrivacyPort } from '../ports/privacy.port.js';
import type { TokenStorePort } from '../ports/token-store.port.js';

/**
 * `/privacidade`, "Excluir minha conta" (LGPD art. 18, VI): the server erases the account's
 * personal data and its sign-in, then this device lets go of the session too.
 */
export class DeleteMyAccountUseCase {
  /** @param privacy - the port of one's own data. @param identity - the provider. @param tokens - where the token is kept. */
  constructor(
    private readonly privacy: PrivacyPort,
    private readonly identity: IdentityPort,
    private readonly tokens: TokenStorePort,
  ) {}

  /**
   * Deletes the account, then signs out here. Throws the server's refusal untouched
   * (`USER.DELETION_BLOCKED` with `fields.account`, `AUTH.RECENT_SIGN_IN_REQUIRED`), and then
   * the session stays as it was.
   */
  async execute(): Promise<void> {
    await this.privacy.deleteMyAccount();
    // The token goes first: it names an account that no longer exists.
    this.tokens.clear();
    try {
      await this.identity.signOut();
    } catch {
      // The account is already gone on the server (its sign-in with it): a provider that fails to
      // sign out locally must not turn a done deletion into an error the person would retry.
    }
  }
}
