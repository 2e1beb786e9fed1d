import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, startTestApp, type TestAccount, type TestApp } from '../../testing.js';
import { RAISED_RATE_LIMITS } from '../../test-support/raised-rate-limits.js';

// Issue 37, point 1: the limiter once counted a call against the `sub` read from its token
// before anyone checked the token. A forged `sub` then spent its victim's budget, and a new
// made-up `sub` per call bought a fresh budget. Now only a token the verifier accepts names an
// account; any other call counts against its address.
const MINUTE = 60_000;
let testApp: TestApp;
let victim: TestAccount;

beforeAll(async () => {
  testApp = await startTestApp({
    rateLimits: { ...RAISED_RATE_LIMITS, payment: { max: 3, windowMs: MINUTE }, read: { max: 3, windowMs: MINUTE } },
  });
  victim = await createAccount(testApp, 'brand', { name: 'Marca Vítima' });
});

afterAll(async () => {
  await testApp.close();
});

/** A token of the form the issue describes: a readable payload naming `subject`, and nothing signed. */
function forgedToken(subject: string): string {
  return `x.${Buffer.from(JSON.stringify({ sub: subject })).toString('base64url')}.x`;
}

const pay = (authorization: string) => testApp.call({ method: 'POST', path: '/payment', headers: { authorization }, body: {} });

describe('rate-limit key with a forged token', () => {
  it("does not let forged calls naming a brand's uid lock that brand out of paying", async () => {
    const forged: number[] = [];
    for (let call = 0; call < 15; call += 1) forged.push((await pay(`Bearer ${forgedToken(victim.identity.uid)}`)).statusCode);
    // The forger is refused, then limited by their own address.
    expect(forged.slice(0, 3)).toEqual([401, 401, 401]);
    expect(new Set(forged.slice(3))).toEqual(new Set([429]));
    // The brand's own call still reaches the route (refused for its empty body, not limited).
    const own = await pay(`Bearer ${victim.identity.idToken}`);
    expect(own.statusCode).not.toBe(429);
    expect(own.statusCode).toBe(400);
  });

  it('gives a made-up uid per call no fresh budget: they all share their address', async () => {
    const statuses: number[] = [];
    for (let call = 0; call < 5; call += 1) {
      const response = await testApp.call({ method: 'GET', path: `/account/user?external_id=${victim.identity.uid}`, headers: { authorization: `Bearer ${forgedToken(randomUUID())}` } });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });
});
