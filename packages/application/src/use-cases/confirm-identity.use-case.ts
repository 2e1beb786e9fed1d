import type { IdentityPort } from '../ports/identity.port.js';
import type { TokenStorePort } from '../ports/token-store.port.js';

/** How the signed-in person confirms it is them: their password, or Google's pop-up for an account without one. */
export type ConfirmationMethod = 'password' | 'google';

/**
 * "Confirme que é você": a fresh sign-in before an action that moves or routes money, which the
 * server refuses with `AUTH.RECENT_SIGN_IN_REQUIRED` when the session's sign-in is old. After
 * confirming, the token is refreshed and kept, so the retried call carries the new sign-in time.
 */
export class ConfirmIdentityUseCase {
  /** @param identity - the provider. @param tokens - where the calls' token is kept. */
  constructor(
    private readonly identity: IdentityPort,
    private readonly tokens: TokenStorePort,
  ) {}

  /** The way the signed-in person can confirm. */
  method(): ConfirmationMethod {
    return this.identity.hasPasswordSignIn() ? 'password' : 'google';
  }

  /** Confirms with the password; throws `IDENTITY.WRONG_CREDENTIALS` (and the like) for the form to show. */
  async withPassword(password: string): Promise<void> {
    await this.identity.reauthenticate(password);
    await this.keepFreshToken();
  }

  /** Confirms through Google's pop-up; throws `IDENTITY.POPUP_CLOSED` and the like. */
  async withGoogle(): Promise<void> {
    await this.identity.reauthenticateWithGoogle();
    await this.keepFreshToken();
  }

  private async keepFreshToken(): Promise<void> {
    const token = await this.identity.refreshToken();
    if (token !== null) this.tokens.save(token);
  }
}
