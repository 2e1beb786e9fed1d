import { APPLICATION_ERROR_MESSAGES, ApplicationError } from '@publi/application';
import { describe, expect, it } from 'vitest';
import { toIdentityError } from './firebase-error-codes.js';

/** What the firebase SDK throws: a FirebaseError with a `code` and an English message. */
function aFirebaseError(code: string): Error & { code: string } {
  return Object.assign(new Error(`Firebase: Error (${code}).`), { code });
}

describe('toIdentityError', () => {
  it.each([
    ['auth/wrong-password', 'IDENTITY.WRONG_CREDENTIALS'],
    ['auth/invalid-credential', 'IDENTITY.WRONG_CREDENTIALS'],
    ['auth/invalid-login-credentials', 'IDENTITY.WRONG_CREDENTIALS'],
    ['auth/user-not-found', 'IDENTITY.WRONG_CREDENTIALS'],
    ['auth/email-already-in-use', 'IDENTITY.EMAIL_IN_USE'],
    ['auth/weak-password', 'IDENTITY.WEAK_PASSWORD'],
    ['auth/invalid-email', 'IDENTITY.INVALID_EMAIL'],
    ['auth/too-many-requests', 'IDENTITY.TOO_MANY_ATTEMPTS'],
    ['auth/network-request-failed', 'IDENTITY.NETWORK'],
    ['auth/popup-closed-by-user', 'IDENTITY.POPUP_CLOSED'],
    ['auth/user-disabled', 'IDENTITY.USER_DISABLED'],
    ['auth/requires-recent-login', 'IDENTITY.REAUTH_REQUIRED'],
    ['auth/provider-already-linked', 'IDENTITY.PASSWORD_ALREADY_SET'],
  ] as const)('maps %s to %s with its pt-BR message', (firebaseCode, code) => {
    const error = toIdentityError(aFirebaseError(firebaseCode));
    expect(error).toBeInstanceOf(ApplicationError);
    expect(error.code).toBe(code);
    expect(error.message).toBe(APPLICATION_ERROR_MESSAGES[code]);
  });

  it('says wrong e-mail or password in Portuguese', () => {
    expect(toIdentityError(aFirebaseError('auth/wrong-password')).message).toBe('E-mail ou senha incorretos.');
  });

  it.each([aFirebaseError('auth/internal-error'), new Error('boom'), 'text', null, { code: 42 }])(
    'maps anything else (%s) to IDENTITY.UNKNOWN, never the SDK text',
    (thrown) => {
      const error = toIdentityError(thrown);
      expect(error.code).toBe('IDENTITY.UNKNOWN');
      expect(error.message).toBe(APPLICATION_ERROR_MESSAGES['IDENTITY.UNKNOWN']);
    },
  );

  it('lets an ApplicationError through unchanged', () => {
    const original = new ApplicationError('IDENTITY.NETWORK');
    expect(toIdentityError(original)).toBe(original);
  });
});
