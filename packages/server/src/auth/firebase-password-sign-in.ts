import { AppError } from '../errors/app-error.js';
import { firebaseErrorCode } from './firebase-error-code.js';
import type { PasswordSignInPort } from './password-sign-in.port.js';

/** firebase-admin's provider id of an e-mail and password sign-in. */
const PASSWORD_PROVIDER = 'password';

/** What of firebase-admin's `UserRecord` the look-up reads: one entry per linked sign-in method. */
export interface SignInMethods {
  readonly providerData: readonly { readonly providerId: string }[];
}

/**
 * {@link PasswordSignInPort} over firebase-admin's `auth.getUser`: the user record's
 * `providerData` lists `password` once the account has a password. Works the same against the
 * auth emulator.
 */
export function firebasePasswordSignIn(getUser: (uid: string) => Promise<SignInMethods>): PasswordSignInPort {
  return async (uid) => {
    try {
      const user = await getUser(uid);
      return user.providerData.some((provider) => provider.providerId === PASSWORD_PROVIDER);
    } catch (error) {
      // A verified token whose account was since deleted simply has no password.
      if (firebaseErrorCode(error) === 'auth/user-not-found') return false;
      throw new AppError('SERVICE_UNAVAILABLE');
    }
  };
}

