import { ApplicationError } from '@publi/application';
import { AUTH_EMULATOR_PROJECT_ID } from '@publi/auth-emulator';
import { deleteApp } from 'firebase/app';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { anEmulatorIdentity, googleCredentialSignIn, uniqueEmail } from './emulator-identity.fake.js';
import { claimsOf } from './login-token.builder.js';

const PASSWORD = 'senha-forte-123';
const googleEmail = uniqueEmail('google');
const identity = anEmulatorIdentity(googleCredentialSignIn(googleEmail));

async function expectIdentityError(call: Promise<unknown>, code: string, message: string): Promise<void> {
  const error: unknown = await call.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ApplicationError);
  expect(error).toMatchObject({ code, message });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('FirebaseIdentityAdapter on the auth emulator', () => {
  beforeEach(() => identity.signOut());
  afterAll(() => deleteApp(identity.auth.app));

  it('signs up with e-mail and password, with a token for that user', async () => {
    const email = uniqueEmail('signup');
    const session = await identity.signUpWithEmail(email, PASSWORD);
    expect(session.email).toBe(email);
    expect(session.uid).not.toBe('');
    expect(claimsOf(session.token)).toMatchObject({ user_id: session.uid, aud: AUTH_EMULATOR_PROJECT_ID });
  });

  it('signs the same user in again after signing out', async () => {
    const email = uniqueEmail('signin');
    const { uid } = await identity.signUpWithEmail(email, PASSWORD);
    await identity.signOut();
    const session = await identity.signInWithEmail(email, PASSWORD);
    expect(session).toMatchObject({ uid, email });
  });

  it('refuses a wrong password in Portuguese, without saying which part was wrong', async () => {
    const email = uniqueEmail('wrong');
    await identity.signUpWithEmail(email, PASSWORD);
    await identity.signOut();
    await expectIdentityError(identity.signInWithEmail(email, 'outra-senha'), 'IDENTITY.WRONG_CREDENTIALS', 'E-mail ou senha incorretos.');
    await expectIdentityError(
      identity.signInWithEmail(uniqueEmail('nobody'), PASSWORD),
      'IDENTITY.WRONG_CREDENTIALS',
      'E-mail ou senha incorretos.',
    );
  });

  it('refuses an e-mail already in use, a weak password and a malformed e-mail', async () => {
    const email = uniqueEmail('taken');
    await identity.signUpWithEmail(email, PASSWORD);
    await identity.signOut();
    await expectIdentityError(
      identity.signUpWithEmail(email, PASSWORD),
      'IDENTITY.EMAIL_IN_USE',
      'Este e-mail já está cadastrado. Entre na sua conta ou use outro e-mail.',
    );
    await expectIdentityError(
      identity.signUpWithEmail(uniqueEmail('weak'), '123'),
      'IDENTITY.WEAK_PASSWORD',
      'A senha é fraca: use pelo menos 6 caracteres.',
    );
    await expectIdentityError(identity.signUpWithEmail('not-an-email', PASSWORD), 'IDENTITY.INVALID_EMAIL', 'Informe um e-mail válido.');
  });

  it('gives a new token on a forced refresh, and none when nobody is signed in', async () => {
    const session = await identity.signUpWithEmail(uniqueEmail('refresh'), PASSWORD);
    // iat counts whole seconds: wait past the next one so the fresh token must differ.
    await sleep(1_100);
    const refreshed = await identity.refreshToken();
    expect(refreshed).not.toBeNull();
    const before = claimsOf(session.token);
    const after = claimsOf(refreshed ?? '');
    expect(after['user_id']).toBe(session.uid);
    expect(Number(after['iat'])).toBeGreaterThan(Number(before['iat']));
    await identity.signOut();
    expect(await identity.refreshToken()).toBeNull();
  });

  it('signs in with a Google credential', async () => {
    const session = await identity.signInWithGoogle();
    expect(session.email).toBe(googleEmail);
    expect(claimsOf(session.token)).toMatchObject({ user_id: session.uid, firebase: { sign_in_provider: 'google.com' } });
  });

  it('sends a password reset e-mail, and answers the same for an unknown e-mail', async () => {
    const email = uniqueEmail('reset');
    await identity.signUpWithEmail(email, PASSWORD);
    await expect(identity.sendPasswordReset(email)).resolves.toBeUndefined();
    await expect(identity.sendPasswordReset(uniqueEmail('unknown'))).resolves.toBeUndefined();
  });
});
