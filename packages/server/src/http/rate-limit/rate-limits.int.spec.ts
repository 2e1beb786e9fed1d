import { API_ERRORS } from '@publi/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aCreateUserBody, createAccount, dataOf, startTestApp, type TestAccount, type TestApp } from '../../testing.js';
import { RAISED_RATE_LIMITS } from '../../test-support/raised-rate-limits.js';

// The one suite with limits a test reaches, on a clock it moves by hand: the budgets count per
// caller and window, refuse with 429, `RATE_LIMITED` and `Retry-After`, and let the caller in
// again when the window ends.
const MINUTE = 60_000;
let now = new Date('2026-11-26T12:00:00Z');
let testApp: TestApp;
let brand: TestAccount;
let otherBrand: TestAccount;

beforeAll(async () => {
  testApp = await startTestApp({
    clock: { now: () => now },
    rateLimits: {
      ...RAISED_RATE_LIMITS,
      write: { max: 3, windowMs: MINUTE },
      read: { max: 4, windowMs: MINUTE },
      'account-creation': { max: 3, windowMs: 60 * MINUTE },
    },
  });
  // Two of the address's three account creations for the hour.
  brand = await createAccount(testApp, 'brand', { name: 'Marca Um' });
  otherBrand = await createAccount(testApp, 'brand', { name: 'Marca Dois' });
});

afterAll(async () => {
  await testApp.close();
});

const rename = (account: TestAccount, name: string) => testApp.call({ method: 'PUT', path: '/account/user', as: account.identity, body: { name } });
const readOwn = (account: TestAccount) => testApp.call({ method: 'GET', path: `/account/user?external_id=${account.identity.uid}`, as: account.identity });

describe('rate limits', () => {
  it("refuse an account's writes past the limit with 429, a pt-BR message and when to come back, changing nothing", async () => {
    for (const name of ['Marca A', 'Marca B', 'Marca C']) expect((await rename(brand, name)).statusCode).toBe(200);
    now = new Date(now.getTime() + 20_000);
    const refused = await rename(brand, 'Marca D');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('40');
    expect(refused.json()).toEqual({ error: { code: 'RATE_LIMITED', message: API_ERRORS.RATE_LIMITED.message } });
    expect(API_ERRORS.RATE_LIMITED.message).toBe('Muitas tentativas seguidas. Aguarde um pouco e tente de novo.');
    // Reads have their own budget, so the account still sees itself, as the last write left it.
    expect(dataOf(await readOwn(brand))).toMatchObject({ name: 'Marca C' });
  });

  it('count each account apart, even from the same address', async () => {
    expect((await rename(otherBrand, 'Outra Marca')).statusCode).toBe(200);
  });

  it('let the account in again once its window has ended', async () => {
    now = new Date(now.getTime() + 40_000);
    expect((await rename(brand, 'Marca E')).statusCode).toBe(200);
  });

  it('count a read past its own budget too', async () => {
    const statuses: number[] = [];
    for (let call = 0; call < 5; call += 1) statuses.push((await readOwn(otherBrand)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });

  it('count account creation per address, so new sign-ups cannot dodge it and a forged X-Forwarded-For buys nothing', async () => {
    const first = await testApp.signUp();
    expect((await testApp.call({ method: 'POST', path: '/account/user', as: first, body: aCreateUserBody(first) })).statusCode).toBe(201);
    const second = await testApp.signUp();
    const refused = await testApp.call({ method: 'POST', path: '/account/user', as: second, body: aCreateUserBody(second), headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    // Nothing was written: the account does not exist.
    expect((await testApp.call({ method: 'GET', path: `/account/user?external_id=${second.uid}`, as: second })).statusCode).toBe(404);
  });

  it('never limit the health check, which load balancers call at their own pace', async () => {
    const statuses = new Set<number>();
    for (let call = 0; call < 8; call += 1) statuses.add((await testApp.call({ method: 'GET', path: '/health' })).statusCode);
    expect([...statuses]).toEqual([200]);
  });
});
