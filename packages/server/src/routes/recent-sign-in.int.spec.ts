import { DEFAULT_TEST_PASSWORD, signInTestUser } from '@publi/auth-emulator';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, bankAccounts } from '../db/schema.js';
import type { ClockPort } from '../ports/clock.port.js';
import { aBankAccountBody, createAccount, expectApiError, startTestApp, type TestApp, type TestIdentity } from '../testing.js';

// The window these tests state, on a clock they move: the emulator stamps each token with the
// second of its sign-in (`auth_time`), so moving the server's clock ages a session without waiting.
const WINDOW_MINUTES = 10;
let now = Date.now();
const clock: ClockPort = { now: () => new Date(now) };
let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp({ clock, recentSignInMinutes: WINDOW_MINUTES });
});

afterAll(async () => {
  await testApp.close();
});

function authTimeOf(identity: TestIdentity): number {
  const payload = identity.idToken.split('.')[1] ?? '';
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { auth_time: number };
  return claims.auth_time * 1000;
}

async function signInAgain(identity: TestIdentity): Promise<TestIdentity> {
  const host = process.env['FIREBASE_AUTH_EMULATOR_HOST'] ?? '';
  // A later second than the first sign-in, so the two tokens' auth_time differ.
  const first = authTimeOf(identity);
  while (Math.floor(Date.now() / 1000) * 1000 <= first) await new Promise((resolve) => setTimeout(resolve, 100));
  const user = await signInTestUser(host, { email: identity.email, password: DEFAULT_TEST_PASSWORD });
  return { uid: user.uid, email: user.email, idToken: user.idToken };
}

const saveBank = (as: TestIdentity, path = '/users/bank_account', body: unknown = aBankAccountBody()) => testApp.call({ method: 'PUT', path, as, body });

describe('a recent sign-in before moving or routing money', () => {
  it('refuses a session older than the window with 403 and the pt-BR body, writing nothing; a new sign-in passes', async () => {
    now = Date.now();
    const { identity, user } = await createAccount(testApp, 'creator');
    expect((await saveBank(identity)).statusCode).toBe(200);
    const fresh = await signInAgain(identity);
    // The window ends exactly at the second sign-in's time: the first is older, the second still within.
    now = authTimeOf(fresh) + WINDOW_MINUTES * 60_000;
    for (const path of ['/users/bank_account', '/creator/bank_account']) {
      expectApiError(await saveBank(identity, path, aBankAccountBody({ owner_name: 'Outra Pessoa' })), 403, 'AUTH.RECENT_SIGN_IN_REQUIRED');
    }
    const [stored] = await testApp.db.select().from(bankAccounts).where(eq(bankAccounts.userId, user.id));
    expect(stored?.ownerName).toBe('Ana Souza');
    expect(await testApp.db.select().from(auditEvents).where(eq(auditEvents.accountId, user.id))).toHaveLength(1);
    expect((await saveBank(fresh, '/users/bank_account', aBankAccountBody({ owner_name: 'Ana S. Souza' }))).statusCode).toBe(200);
    // Reading is never refused for an old session.
    expect((await testApp.call({ method: 'GET', path: '/users/bank_account', as: identity })).statusCode).toBe(200);
  });

  it('asks it before a payout or a payment too, and shows a form mistake first', async () => {
    now = Date.now();
    const { identity } = await createAccount(testApp, 'creator');
    now = authTimeOf(identity) + (WINDOW_MINUTES + 1) * 60_000;
    expectApiError(await testApp.call({ method: 'POST', path: '/payouts', as: identity, body: {} }), 403, 'AUTH.RECENT_SIGN_IN_REQUIRED');
    const brand = await createAccount(testApp, 'brand');
    now = authTimeOf(brand.identity) + (WINDOW_MINUTES + 1) * 60_000;
    expectApiError(await testApp.call({ method: 'POST', path: '/payment', as: brand.identity, body: { contract_ids: [1], method: 'pix' } }), 403, 'AUTH.RECENT_SIGN_IN_REQUIRED');
    expectApiError(await saveBank(identity, '/users/bank_account', aBankAccountBody({ bank_code: '999' })), 400, 'REQUEST.INVALID');
  });
});
