import { ROUTES, type RouteContract } from '@publi/contract';
import { disableTestUser, revokeTestUserSessions } from '@publi/auth-emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, expectApiError } from '../test-support/account-bodies.builder.js';
import { startTestApp, type TestApp, type TestIdentity } from '../test-support/test-app.js';

// Where a session ended elsewhere must stop at once. Each route is called with an empty body:
// the identity is judged before the input, so the answer is about the token alone.
const checkedRoutes = (Object.values(ROUTES) as RouteContract[]).filter((route) => route.checkRevoked === true);
const host = () => process.env['FIREBASE_AUTH_EMULATOR_HOST'] ?? '';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp();
});

afterAll(async () => {
  await testApp.close();
});

const callAs = (route: RouteContract, as: TestIdentity) =>
  testApp.call({ method: route.method, path: route.path, as, ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { body: {} }) });

/** Waits into the next second: the provider keeps revocation to the second, and a token of the same second stays good. */
async function nextSecond(): Promise<void> {
  const second = Math.floor(Date.now() / 1000);
  while (Math.floor(Date.now() / 1000) === second) await new Promise((resolve) => setTimeout(resolve, 50));
}

describe('a session revoked or an account blocked at the identity provider', () => {
  it('is refused at once on paying, payouts, bank data and privacy, in words that say why', async () => {
    expect(checkedRoutes.length).toBeGreaterThanOrEqual(9);
    const { identity } = await createAccount(testApp, 'creator');
    await nextSecond();
    await revokeTestUserSessions(host(), identity.uid);

    for (const route of checkedRoutes) expectApiError(await callAs(route, identity), 401, 'AUTH.SESSION_REVOKED');
  });

  it('tells a blocked account it is blocked, on the same routes', async () => {
    const { identity } = await createAccount(testApp, 'brand');
    await disableTestUser(host(), identity.uid);

    for (const route of checkedRoutes) expectApiError(await callAs(route, identity), 403, 'AUTH.ACCOUNT_DISABLED');
  });

  it('still serves a session that was not revoked', async () => {
    const { identity } = await createAccount(testApp, 'creator');
    const answer = await testApp.call({ method: 'GET', path: '/users/bank_account', as: identity });
    expect(answer.statusCode).toBe(200);
  });
});
