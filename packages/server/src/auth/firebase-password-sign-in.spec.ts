import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error.js';
import { firebasePasswordSignIn, type SignInMethods } from './firebase-password-sign-in.js';

// firebase-admin's getUser answers, as the emulator and Firebase give them.
const withProviders = (...ids: string[]) => (): Promise<SignInMethods> => Promise.resolve({ providerData: ids.map((providerId) => ({ providerId })) });
const failingWith = (code: string) => (): Promise<SignInMethods> => Promise.reject(Object.assign(new Error(code), { code }));

describe('firebasePasswordSignIn', () => {
  it("is true only when the user record lists the 'password' provider", async () => {
    await expect(firebasePasswordSignIn(withProviders('password'))('uid-1')).resolves.toBe(true);
    await expect(firebasePasswordSignIn(withProviders('google.com', 'password'))('uid-1')).resolves.toBe(true);
    await expect(firebasePasswordSignIn(withProviders('google.com'))('uid-1')).resolves.toBe(false);
    await expect(firebasePasswordSignIn(withProviders())('uid-1')).resolves.toBe(false);
  });

  it('answers false for an account the provider no longer knows', async () => {
    await expect(firebasePasswordSignIn(failingWith('auth/user-not-found'))('gone')).resolves.toBe(false);
  });

  it('answers SERVICE_UNAVAILABLE when the provider cannot be asked, never a guess', async () => {
    const failure = await firebasePasswordSignIn(failingWith('app/network-error'))('uid-1').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
  });
});
