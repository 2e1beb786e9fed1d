import { isApplicationError } from '../errors/application-error.js';
import type { IdentityPort } from '../ports/identity.port.js';

/**
 * Runs a sensitive identity change; when the provider answers `IDENTITY.REAUTH_REQUIRED` and the
 * person gave their current password, confirms them with it and runs the change once more.
 * Without a password the error goes up, so the screen can ask for it.
 */
export async function withReauthentication(identity: IdentityPort, change: () => Promise<void>, currentPassword?: string): Promise<void> {
  try {
    await change();
  } catch (error: unknown) {
    if (currentPassword === undefined || !isApplicationError(error, 'IDENTITY.REAUTH_REQUIRED')) throw error;
    await identity.reauthenticate(currentPassword);
    await change();
  }
}
