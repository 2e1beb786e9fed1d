import { ApplicationError, type ApplicationErrorCode } from '@publi/application';

/**
 * Firebase Auth error codes and the `IDENTITY.*` code each becomes. Several Firebase codes say
 * the same thing to a person: since e-mail enumeration protection, Firebase answers a wrong
 * password or an unknown e-mail with `auth/invalid-credential` (`auth/invalid-login-credentials`
 * in some SDK versions), so all four read as "e-mail or password incorrect" and never reveal
 * which of the two was wrong.
 */
export const FIREBASE_ERROR_CODES: Readonly<Record<string, ApplicationErrorCode>> = {
  'auth/wrong-password': 'IDENTITY.WRONG_CREDENTIALS',
  'auth/invalid-credential': 'IDENTITY.WRONG_CREDENTIALS',
  'auth/invalid-login-credentials': 'IDENTITY.WRONG_CREDENTIALS',
  'auth/user-not-found': 'IDENTITY.WRONG_CREDENTIALS',
  'auth/email-already-in-use': 'IDENTITY.EMAIL_IN_USE',
  'auth/weak-password': 'IDENTITY.WEAK_PASSWORD',
  // A password policy set on the project refuses a password the same way a weak one is.
  'auth/password-does-not-meet-requirements': 'IDENTITY.WEAK_PASSWORD',
  'auth/invalid-email': 'IDENTITY.INVALID_EMAIL',
  'auth/missing-email': 'IDENTITY.INVALID_EMAIL',
  'auth/too-many-requests': 'IDENTITY.TOO_MANY_ATTEMPTS',
  'auth/network-request-failed': 'IDENTITY.NETWORK',
  'auth/timeout': 'IDENTITY.NETWORK',
  'auth/popup-closed-by-user': 'IDENTITY.POPUP_CLOSED',
  'auth/cancelled-popup-request': 'IDENTITY.POPUP_CLOSED',
  // The one Google sign-in failure a person can fix on their own, so it says how.
  'auth/popup-blocked': 'IDENTITY.POPUP_BLOCKED',
  'auth/user-disabled': 'IDENTITY.USER_DISABLED',
  'auth/requires-recent-login': 'IDENTITY.REAUTH_REQUIRED',
  'auth/provider-already-linked': 'IDENTITY.PASSWORD_ALREADY_SET',
};

/** The `code` of a Firebase error (any object with a string `code`), or null. */
export function firebaseErrorCode(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('code' in error)) {
    return null;
  }
  return typeof error.code === 'string' ? error.code : null;
}

/**
 * Turns whatever the firebase SDK threw into an `ApplicationError` with an `IDENTITY.*` code and
 * the registry's pt-BR message. Every other failure, including the SDK codes not listed in
 * {@link FIREBASE_ERROR_CODES} (configuration, phone, multi-factor and the like), is the generic
 * `IDENTITY.UNKNOWN`, so the SDK's English text never reaches a person. An `ApplicationError`
 * passes through unchanged.
 */
export function toIdentityError(error: unknown): ApplicationError {
  if (error instanceof ApplicationError) {
    return error;
  }
  const code = firebaseErrorCode(error);
  return new ApplicationError((code === null ? undefined : FIREBASE_ERROR_CODES[code]) ?? 'IDENTITY.UNKNOWN');
}
