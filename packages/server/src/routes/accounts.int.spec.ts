import {
  PRIVACY_CONSENT_MISSING_MESSAGE,
  PRIVACY_CONSENT_OUTDATED_MESSAGE,
  PRIVACY_POLICY_VERSION,
  UNKNOWN_FIELD_MESSAGE,
  userSchema,
} from '@publi/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creators, users } from '../db/schema.js';
import { aCreateUserBody, createAccount, dataOf, errorOf, expectApiError } from '../test-support/account-bodies.builder.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp();
});

afterAll(async () => {
  await testApp.close();
});

const usersWith = async (externalId: string): Promise<number> =>
  (await testApp.db.select({ n: count() }).from(users).where(eq(users.externalId, externalId)))[0]?.n ?? -1;

const slugOf = async (userId: number): Promise<string | undefined> =>
  (await testApp.db.select({ slug: creators.slug }).from(creators).where(eq(creators.userId, userId)))[0]?.slug;

describe('POST /account/user', () => {
  it("creates the caller's brand account and answers it with 201", async () => {
    const identity = await testApp.signUp();
    const response = await testApp.call({
      method: 'POST',
      path: '/account/user',
      as: identity,
      body: aCreateUserBody(identity, { company_name: 'Café Aurora', phone: '(81) 98765-4321' }),
    });
    expect(response.statusCode).toBe(201);
    const user = dataOf(response, userSchema);
    expect(user).toMatchObject({
      external_id: identity.uid,
      type: 'brand',
      name: 'Ana Souza',
      email: identity.email,
      phone: '81987654321',
      company_name: 'Café Aurora',
      active: true,
      address: null,
      categories: [],
    });
    expect(await slugOf(user.id)).toBeUndefined();
  });

  it('records the consent to the privacy policy with its version and the time of the sign-up', async () => {
    const before = Date.now();
    const { user } = await createAccount(testApp, 'creator');
    const [row] = await testApp.db
      .select({ at: users.privacyConsentAt, version: users.privacyConsentVersion })
      .from(users)
      .where(eq(users.id, user.id));
    expect(row?.version).toBe(PRIVACY_POLICY_VERSION);
    // The database's clock, not the request's: a few seconds of leeway either side for the shared machine.
    expect(row?.at?.getTime()).toBeGreaterThanOrEqual(before - 5_000);
    expect(row?.at?.getTime()).toBeLessThanOrEqual(Date.now() + 5_000);
  });

  it('refuses, beside the field and writing nothing, a sign-up without consent or with an older policy', async () => {
    for (const [version, message] of [
      [undefined, PRIVACY_CONSENT_MISSING_MESSAGE],
      ['2020-01-01', PRIVACY_CONSENT_OUTDATED_MESSAGE],
    ] as const) {
      const identity = await testApp.signUp();
      const body: Record<string, unknown> = { ...aCreateUserBody(identity), privacy_policy_version: version };
      if (version === undefined) delete body['privacy_policy_version'];
      const response = await testApp.call({ method: 'POST', path: '/account/user', as: identity, body });
      expectApiError(response, 400, 'REQUEST.INVALID');
      expect(errorOf(response).fields).toEqual({ privacy_policy_version: message });
      expect(await usersWith(identity.uid)).toBe(0);
    }
  });

  it('gives a creator a search card with a slug from the name, numbered on clashes', async () => {
    const first = await createAccount(testApp, 'creator', { name: 'João Pereira' });
    const second = await createAccount(testApp, 'creator', { name: 'JOÃO  pereira!' });
    const third = await createAccount(testApp, 'creator', { name: 'joao pereira' });
    const nameless = await createAccount(testApp, 'creator', { name: '!!!' });
    expect([await slugOf(first.user.id), await slugOf(second.user.id), await slugOf(third.user.id)]).toEqual([
      'joao-pereira',
      'joao-pereira-2',
      'joao-pereira-3',
    ]);
    expect(await slugOf(nameless.user.id)).toMatch(/^criador(-\d+)?$/);
  });

  it('gives creators signing up at the same time with the same name distinct slugs', async () => {
    const accounts = await Promise.all([1, 2, 3].map(() => createAccount(testApp, 'creator', { name: 'Gêmea Igual' })));
    const slugs = await Promise.all(accounts.map((account) => slugOf(account.user.id)));
    expect([...slugs].sort()).toEqual(['gemea-igual', 'gemea-igual-2', 'gemea-igual-3']);
  });

  it('creates every one of many same-name creators signing up at once, each with a slug of its own', async () => {
    const accounts = await Promise.all(Array.from({ length: 24 }, () => createAccount(testApp, 'creator', { name: 'Multidão Igual' })));
    const slugs = await Promise.all(accounts.map((account) => slugOf(account.user.id)));
    expect(new Set(slugs).size).toBe(24);
    for (const slug of slugs) expect(slug).toMatch(/^multidao-igual(-\d+)?$/);
  });

  it('refuses to create an account for another uid, writing nothing', async () => {
    const identity = await testApp.signUp();
    const response = await testApp.call({ method: 'POST', path: '/account/user', as: identity, body: aCreateUserBody(identity, { external_id: 'someone-else' }) });
    expectApiError(response, 403, 'USER.EXTERNAL_ID_MISMATCH');
    expect(await usersWith('someone-else')).toBe(0);
    expect(await usersWith(identity.uid)).toBe(0);
  });

  it('answers 409 to a second create and keeps the first account', async () => {
    const { identity, user } = await createAccount(testApp, 'creator');
    const again = await testApp.call({ method: 'POST', path: '/account/user', as: identity, body: aCreateUserBody(identity, { name: 'Outra' }) });
    expectApiError(again, 409, 'USER.ALREADY_EXISTS');
    expect(await usersWith(identity.uid)).toBe(1);
    const [stored] = await testApp.db.select({ name: users.name, type: users.type }).from(users).where(eq(users.id, user.id));
    expect(stored).toEqual({ name: 'Ana Souza', type: 'creator' });
  });

  it('answers one 201 and one 409 to two creates at the same time', async () => {
    const identity = await testApp.signUp();
    const body = aCreateUserBody(identity, { type: 'creator' });
    const statuses = await Promise.all([1, 2].map(async () => (await testApp.call({ method: 'POST', path: '/account/user', as: identity, body })).statusCode));
    expect(statuses.sort()).toEqual([201, 409]);
    expect(await usersWith(identity.uid)).toBe(1);
  });

  it("refuses an e-mail that is not the token's", async () => {
    const identity = await testApp.signUp();
    const response = await testApp.call({ method: 'POST', path: '/account/user', as: identity, body: aCreateUserBody(identity, { email: 'outra@exemplo.com.br' }) });
    expectApiError(response, 400, 'REQUEST.INVALID');
    expect(errorOf(response).fields).toEqual({ email: 'Use o e-mail com que você entrou na conta.' });
    expect(await usersWith(identity.uid)).toBe(0);
  });

  it('refuses wrong types, unknown account types and injection strings with field messages', async () => {
    const identity = await testApp.signUp();
    const cases: readonly [Record<string, unknown>, string][] = [
      [{ name: 123 }, 'name'],
      [{ type: 'admin' }, 'type'],
      [{ external_id: "' OR 1=1 --" }, 'external_id'],
      [{ external_id: '../../etc/passwd' }, 'external_id'],
      [{ email: 'não é e-mail' }, 'email'],
    ];
    for (const [override, field] of cases) {
      const response = await testApp.call({ method: 'POST', path: '/account/user', as: identity, body: { ...aCreateUserBody(identity), ...override } });
      expectApiError(response, 400, 'REQUEST.INVALID');
      expect(Object.keys(errorOf(response).fields ?? {}), JSON.stringify(override)).toEqual([field]);
    }
    expect(await usersWith(identity.uid)).toBe(0);
  });

  it('names each unknown field, writing nothing', async () => {
    const identity = await testApp.signUp();
    const response = await testApp.call({ method: 'POST', path: '/account/user', as: identity, body: { ...aCreateUserBody(identity), is_admin: true } });
    expectApiError(response, 400, 'REQUEST.INVALID');
    expect(errorOf(response).fields).toEqual({ is_admin: UNKNOWN_FIELD_MESSAGE });
    expect(await usersWith(identity.uid)).toBe(0);
  });

  it('stores an injection attempt in a name as plain text', async () => {
    const { user } = await createAccount(testApp, 'creator', { name: "Robert'); DROP TABLE users; --" });
    expect(user.name).toBe("Robert'); DROP TABLE users; --");
    expect(await slugOf(user.id)).toBe('robert-drop-table-users');
  });

  it('answers malformed JSON and oversized bodies with the error body', async () => {
    const identity = await testApp.signUp();
    const json = { 'content-type': 'application/json' };
    expectApiError(await testApp.call({ method: 'POST', path: '/account/user', as: identity, body: '{"name": ', headers: json }), 400, 'REQUEST.MALFORMED_JSON');
    const huge = JSON.stringify({ ...aCreateUserBody(identity), name: 'a'.repeat(300 * 1024) });
    expectApiError(await testApp.call({ method: 'POST', path: '/account/user', as: identity, body: huge, headers: json }), 413, 'REQUEST.TOO_LARGE');
    expect(await usersWith(identity.uid)).toBe(0);
  });
});

describe('GET /account/user?external_id=', () => {
  it("answers the caller's own account", async () => {
    const { identity, user } = await createAccount(testApp);
    const response = await testApp.call({ method: 'GET', path: `/account/user?external_id=${identity.uid}`, as: identity });
    expect(response.statusCode).toBe(200);
    expect(dataOf(response, userSchema)).toEqual(user);
  });

  it("refuses another person's account with 403, whether it exists or not", async () => {
    const { identity } = await createAccount(testApp);
    const other = await createAccount(testApp);
    expectApiError(await testApp.call({ method: 'GET', path: `/account/user?external_id=${other.identity.uid}`, as: identity }), 403, 'AUTH.FORBIDDEN');
    expectApiError(await testApp.call({ method: 'GET', path: '/account/user?external_id=nobody-here', as: identity }), 403, 'AUTH.FORBIDDEN');
  });

  it('answers 404 before the caller created an account', async () => {
    const identity = await testApp.signUp();
    expectApiError(await testApp.call({ method: 'GET', path: `/account/user?external_id=${identity.uid}`, as: identity }), 404, 'USER.NOT_FOUND');
  });

  it('refuses a missing, injected or repeated external_id with 400', async () => {
    const identity = await testApp.signUp();
    for (const query of ['', '?external_id=%27%20OR%201%3D1%20--', `?external_id=${identity.uid}&external_id=x`, `?external_id=${identity.uid}&extra=1`]) {
      expectApiError(await testApp.call({ method: 'GET', path: `/account/user${query}`, as: identity }), 400, 'REQUEST.INVALID');
    }
  });
});

describe('GET /account/user/email?id=', () => {
  it("answers the caller's own e-mail", async () => {
    const { identity, user } = await createAccount(testApp);
    const response = await testApp.call({ method: 'GET', path: `/account/user/email?id=${user.id}`, as: identity });
    expect(response.statusCode).toBe(200);
    expect(dataOf(response)).toEqual({ email: identity.email });
  });

  it("refuses another account's id and an unknown id alike", async () => {
    const { identity } = await createAccount(testApp);
    const other = await createAccount(testApp);
    expectApiError(await testApp.call({ method: 'GET', path: `/account/user/email?id=${other.user.id}`, as: identity }), 403, 'AUTH.FORBIDDEN');
    expectApiError(await testApp.call({ method: 'GET', path: '/account/user/email?id=999999', as: identity }), 403, 'AUTH.FORBIDDEN');
  });

  it('answers 404 before the caller created an account, and 400 to ids that are not ids', async () => {
    const identity = await testApp.signUp();
    expectApiError(await testApp.call({ method: 'GET', path: '/account/user/email?id=1', as: identity }), 404, 'USER.NOT_FOUND');
    for (const id of ['abc', '-1', '0', '1%20OR%201%3D1', '1.5', '99999999999']) {
      expectApiError(await testApp.call({ method: 'GET', path: `/account/user/email?id=${id}`, as: identity }), 400, 'REQUEST.INVALID');
    }
  });
});
