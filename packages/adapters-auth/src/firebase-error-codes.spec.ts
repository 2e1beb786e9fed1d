import { APPLICATION_ERROR_MESSAGES, ApplicationError } from '@publi/application';
import { englishWordsIn, looksPortuguese } from '@publi/domain';
import { FirebaseError } from 'firebase/app';
import { AuthErrorCodes, debugErrorMap } from 'firebase/auth';
import { describe, expect, it } from 'vitest';
import { FIREBASE_ERROR_CODES, toIdentityError } from './firebase-error-codes.js';

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
    ['auth/popup-blocked', 'IDENTITY.POPUP_BLOCKED'],
    ['auth/password-does-not-meet-requirements', 'IDENTITY.WEAK_PASSWORD'],
    ['auth/timeout', 'IDENTITY.NETWORK'],
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

// Every code the SDK can raise: the public `AuthErrorCodes` and the debug map's keys, which also
// hold the few codes the public map leaves out (`auth/password-does-not-meet-requirements`).
// The SDK types the map as opaque (`AuthErrorMap`); it is a function that returns the messages by code.
const SDK_MESSAGES = (debugErrorMap as unknown as () => Readonly<Record<string, string>>)();
const SDK_CODES = [...new Set([...Object.values(AuthErrorCodes), ...Object.keys(SDK_MESSAGES).map((key) => `auth/${key}`)])].sort();

describe('every Firebase Auth error code of the SDK', () => {
  it('is walked in full (firebase 12 has over a hundred)', () => {
    expect(SDK_CODES.length).toBeGreaterThan(100);
  });

  it.each(SDK_CODES)('shows %s to a person in pt-BR, never the SDK text', (code) => {
    // The SDK's own error for the code, its English message included.
    const sdkMessage = SDK_MESSAGES[code.replace(/^auth\//, '')] ?? code;
    const error = toIdentityError(new FirebaseError(code, `Firebase: ${sdkMessage} (${code}).`));
    const expected = FIREBASE_ERROR_CODES[code] ?? 'IDENTITY.UNKNOWN';
    expect(error.code).toBe(expected);
    expect(error.message).toBe(APPLICATION_ERROR_MESSAGES[expected]);
    expect(englishWordsIn(error.message)).toEqual([]);
    expect(looksPortuguese(error.message)).toBe(true);
  });
});
