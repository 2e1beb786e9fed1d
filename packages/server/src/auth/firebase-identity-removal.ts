import { AppError } from '../errors/app-error.js';
import { firebaseErrorCode } from './firebase-error-code.js';
import type { IdentityRemovalPort } from './identity-removal.port.js';

/** {@link IdentityRemovalPort} over firebase-admin's `auth.deleteUser`; the same against the auth emulator. */
export function firebaseIdentityRemoval(deleteUser: (uid: string) => Promise<void>): IdentityRemovalPort {
  return async (uid) => {
    try {
      await deleteUser(uid);
    } catch (error) {
      // Already gone (a retry, or removed by hand in the console): what was asked holds.
      if (firebaseErrorCode(error) === 'auth/user-not-found') return;
      throw new AppError('SERVICE_UNAVAILABLE');
    }
  };
}
