import { randomUUID } from 'node:crypto';
import { userSchema } from '@publi/contract';
import { changeTestUserEmail } from '@publi/auth-emulator';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema.js';
import { createAccount, dataOf, expectApiError } from '../test-support/account-bodies.builder.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp();
});

afterAll(async () => {
  await testApp.close();
});

const host = () => process.env['FIREBASE_AUTH_EMULATOR_HOST'] ?? '';
const storedEmail = async (userId: number) => (await testApp.db.select({ email: users.email }).from(users).where(eq(users.id, userId)))[0]?.email;

/** Changes the account's e-mail at the provider, as a confirmed (or not) verify-before-update would, and signs in anew. */
async function changeEmailAtProvider(uid: string, emailVerified: boolean) {
  const email = `novo-${randomUUID().slice(0, 8)}@example.com`;
  return { email, fresh: await changeTestUserEmail(host(), { uid }, { email, emailVerified }) };
}

describe('POST /account/user/email', () => {
  it("stores the verified e-mail of a fresh token, and never one from the request's body", async () => {
    const { identity, user } = await createAccount(testApp, 'creator');
    const { email, fresh } = await changeEmailAtProvider(identity.uid, true);
    expect(await storedEmail(user.id)).toBe(identity.email);
    // The route has no body: an e-mail sent in one is never read.
    const synced = await testApp.call({ method: 'POST', path: '/account/user/email', as: fresh, body: { email: 'intruso@example.com' } });
    expect(synced.statusCode, synced.body).toBe(200);
    expect(dataOf(synced, userSchema).email).toBe(email);
    expect(await storedEmail(user.id)).toBe(email);
  });

  it('refuses an e-mail the provider has not verified, keeping the old one', async () => {
    const { identity, user } = await createAccount(testApp, 'brand');
    // A fresh sign-up's e-mail is not verified either.
    expectApiError(await testApp.call({ method: 'POST', path: '/account/user/email', as: identity }), 409, 'USER.EMAIL_NOT_VERIFIED');
    const { fresh } = await changeEmailAtProvider(identity.uid, false);
    expectApiError(await testApp.call({ method: 'POST', path: '/account/user/email', as: fresh }), 409, 'USER.EMAIL_NOT_VERIFIED');
    expect(await storedEmail(user.id)).toBe(identity.email);
  });

  it('refuses a deactivated account, and needs an account', async () => {
    const { identity, user } = await createAccount(testApp, 'brand');
    await testApp.call({ method: 'POST', path: '/account/user/desactive', as: identity });
    const { fresh } = await changeEmailAtProvider(identity.uid, true);
    expectApiError(await testApp.call({ method: 'POST', path: '/account/user/email', as: fresh }), 403, 'USER.INACTIVE');
    expect(await storedEmail(user.id)).toBe(identity.email);
    const stranger = await testApp.signUp();
    const { fresh: strangerToken } = await changeEmailAtProvider(stranger.uid, true);
    expectApiError(await testApp.call({ method: 'POST', path: '/account/user/email', as: strangerToken }), 404, 'USER.NOT_FOUND');
  });
});
