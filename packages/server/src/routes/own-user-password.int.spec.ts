import { linkPasswordTestUser, signInTestUser, signInWithGoogleTestUser } from '@publi/auth-emulator';
import { ownUserSchema } from '@publi/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aCreateUserBody, createAccount, dataOf } from '../test-support/account-bodies.builder.js';
import { startTestApp, type TestApp, type TestIdentity } from '../test-support/test-app.js';

// `GET /account/user` says whether the account has a password sign-in, read from the auth
// emulator's user record, so the web app's profile completion can count "Senha".

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp();
});

afterAll(async () => {
  await testApp.close();
});

function emulatorHost(): string {
  const host = process.env['FIREBASE_AUTH_EMULATOR_HOST'];
  if (!host) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set: run the server-int test project.');
  return host;
}

const readOwn = async (identity: TestIdentity) =>
  dataOf(await testApp.call({ method: 'GET', path: `/account/user?external_id=${identity.uid}`, as: identity }), ownUserSchema);

describe('GET /account/user: has_password', () => {
  it('is true for an e-mail and password account', async () => {
    const { identity, user } = await createAccount(testApp, 'creator');

    expect(await readOwn(identity)).toEqual({ ...user, has_password: true, email_refused_at: null });
  });

  it('is false for a Google-only account, and true once it links a password', async () => {
    const google = await signInWithGoogleTestUser(emulatorHost());
    const created = await testApp.call({ method: 'POST', path: '/account/user', as: google, body: aCreateUserBody(google, { type: 'creator' }) });
    expect(created.statusCode).toBe(201);

    expect((await readOwn(google)).has_password).toBe(false);

    await linkPasswordTestUser(emulatorHost(), google, 'senha-123');
    // Setting a password makes the provider revoke the sessions signed in before it (to the
    // second), so the account is read back through a new sign-in, as the web app will do after
    // "criar senha"; the answer follows the account, not how this session signed in.
    const withPassword = await signInTestUser(emulatorHost(), { email: google.email, password: 'senha-123' });
    expect((await readOwn(withPassword)).has_password).toBe(true);
  });

  it('is only in the answer of the own-account read, never in the other users routes', async () => {
    const { identity } = await createAccount(testApp, 'creator');

    const updated = await testApp.call({ method: 'PUT', path: '/account/user', as: identity, body: { name: 'Rita Senha' } });

    expect(updated.statusCode).toBe(200);
    expect(dataOf(updated)).not.toHaveProperty('has_password');
  });
});
