import type { IdentityPort } from '../ports/identity.port.js';
import { withReauthentication } from './with-reauthentication.js';

/**
 * "Alterar senha": sets a new password at the provider. When the provider wants a recent sign-in
 * it throws `IDENTITY.REAUTH_REQUIRED`; the screen then asks for the current password and calls
 * again with it, which reauthenticates and retries.
 */
export class ChangePasswordUseCase {
  /** @param identity - the provider. */
  constructor(private readonly identity: IdentityPort) {}

  /** Changes the password; `currentPassword` is used only if the provider asks for it. */
  execute(newPassword: string, currentPassword?: string): Promise<void> {
    return withReauthentication(this.identity, () => this.identity.updatePassword(newPassword), currentPassword);
  }
}
