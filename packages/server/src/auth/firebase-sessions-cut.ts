import { AppError } from '../errors/app-error.js';
import { firebaseErrorCode } from './firebase-error-code.js';
import type { SessionsCutPort } from './sessions-cut.port.js';

/** What of firebase-admin's `UserRecord` the look-up reads: since when its tokens are valid (a UTC date string). */
export interface SessionsValidity {
  readonly tokensValidAfterTime?: string;
}

/** {@link SessionsCutPort} over firebase-admin's `auth.getUser`; the emulator moves it on a password change too. */
export function firebaseSessionsCut(getUser: (uid: string) => Promise<SessionsValidity>): SessionsCutPort {
  return async (uid) => {
    try {
      const { tokensValidAfterTime } = await getUser(uid);
      const at = tokensValidAfterTime === undefined ? Number.NaN : Date.parse(tokensValidAfterTime);
      return Number.isNaN(at) ? null : new Date(at);
    } catch (error) {
      if (firebaseErrorCode(error) === 'auth/user-not-found') return null;
      throw new AppError('SERVICE_UNAVAILABLE');
    }
  };
}
