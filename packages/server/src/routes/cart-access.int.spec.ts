import { expiredIdTokenFor } from '@publi/auth-emulator';
import { API_ERRORS, CART_LIMITS, type ApiErrorCode } from '@publi/contract';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, carts, users } from '../db/schema.js';
import { insertAccount, signUpBrand } from '../test-support/account-row.builder.js';
import { insertCreator, type InsertedCreator } from '../test-support/insert-creator.js';
import { startTestApp, type TestApp, type TestIdentity } from '../test-support/test-app.js';

let testApp: TestApp;
let ana: InsertedCreator;
let bia: InsertedCreator;

beforeAll(async () => {
  testApp = await startTestApp();
  ana = await insertCreator(testApp.db, { name: 'Ana Beleza' });
  bia = await insertCreator(testApp.db, { name: 'Bia Fitness' });
});

afterAll(async () => {
  await testApp.close();
});

const aBrand = () => signUpBrand(testApp);

function expectError(response: LightMyRequestResponse, code: ApiErrorCode, fields?: Record<string, unknown>): void {
  expect(response.statusCode, response.body).toBe(API_ERRORS[code].status);
  const { error } = response.json<{ error: { code: string; message: string; fields?: Record<string, string> } }>();
  expect(error.code).toBe(code);
  expect(error.message).toBe(API_ERRORS[code].message);
  if (fields) expect(error.fields).toEqual(fields);
}

const call = (path: string, as: TestIdentity | { idToken: string } | undefined, body: unknown) =>
  testApp.call({ method: 'POST', path, body, ...(as ? { as } : {}) });
const setCreators = (as: TestIdentity, body: unknown) => call('/project/insert_creators_cart', as, body);

async function storedItems(identity: TestIdentity) {
  return testApp.db
    .select({ creatorId: cartItems.creatorId, stories: cartItems.stories, feed: cartItems.feed, tiktok: cartItems.tiktok })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .innerJoin(users, eq(users.id, carts.userId))
    .where(eq(users.externalId, identity.uid))
    .orderBy(cartItems.position);
}

const CART_ROUTES = [
  { path: '/project/create_cart', body: (uid: string) => ({ user_id: uid }) },
  { path: '/project/get_creators_cart', body: (uid: string) => ({ user_id: uid }) },
  { path: '/project/insert_creators_cart', body: () => ({ creators: { creator_id: 1, stories: 1 } }) },
] as const;

describe.each(CART_ROUTES)('POST $path', ({ path, body }) => {
  it('answers 401 without a token, with an expired one and with one that is not a token', async () => {
    const brand = await aBrand();
    expectError(await call(path, undefined, body(brand.uid)), 'AUTH.TOKEN_MISSING');
    expectError(await call(path, { idToken: expiredIdTokenFor(brand.uid) }, body(brand.uid)), 'AUTH.TOKEN_EXPIRED');
    expectError(await call(path, { idToken: "' OR 1=1 --" }, body(brand.uid)), 'AUTH.TOKEN_INVALID');
    expect(await storedItems(brand)).toEqual([]);
  });
});

describe("another person's cart", () => {
  it('is out of reach: naming its user_id answers 403 and changes nothing', async () => {
    const owner = await aBrand();
    const intruder = await aBrand();
    await setCreators(owner, { creators: { creator_id: ana.creatorId, stories: 2 } });

    expectError(await call('/project/create_cart', intruder, { user_id: owner.uid }), 'USER.EXTERNAL_ID_MISMATCH');
    expectError(await call('/project/get_creators_cart', intruder, { user_id: owner.uid }), 'USER.EXTERNAL_ID_MISMATCH');
    expectError(await setCreators(intruder, { user_id: owner.uid, creators: [] }), 'USER.EXTERNAL_ID_MISMATCH');

    expect(await storedItems(owner)).toEqual([{ creatorId: ana.creatorId, stories: 2, feed: 0, tiktok: 0 }]);
    expect(await storedItems(intruder)).toEqual([]);
  });
});

describe('a missing user_id', () => {
  it.each([
    ['an empty body', {}],
    ['an empty user_id', { user_id: '' }],
    ['a blank user_id', { user_id: '   ' }],
    ['a null user_id', { user_id: null }],
  ])('answers CART.USER_ID_REQUIRED to %s, on create and on get', async (_case, body) => {
    const brand = await aBrand();
    for (const path of ['/project/create_cart', '/project/get_creators_cart']) {
      const response = await call(path, brand, body);
      expectError(response, 'CART.USER_ID_REQUIRED');
      const { error } = response.json<{ error: { message: string; fields?: Record<string, string> } }>();
      expect(error.message).toBe('Informe o user_id.');
      expect(error.fields?.['user_id']).toBeTypeOf('string');
    }
  });

  it('answers 400 with the error body to a request with no body at all', async () => {
    const brand = await aBrand();
    expectError(await testApp.call({ method: 'POST', path: '/project/create_cart', as: brand }), 'REQUEST.INVALID');
  });

  it('is told apart from a malformed one or an unknown field, which are REQUEST.INVALID', async () => {
    const brand = await aBrand();
    expectError(await call('/project/create_cart', brand, { user_id: "' OR 1=1 --" }), 'REQUEST.INVALID');
    expectError(await call('/project/get_creators_cart', brand, { user_id: brand.uid, admin: true }), 'REQUEST.INVALID', {
      admin: 'Campo não reconhecido. Remova-o e tente de novo.',
    });
  });
});

describe.each(CART_ROUTES)('POST $path with a body that is not JSON', ({ path }) => {
  it('answers 400 with the error body, never 5xx', async () => {
    const brand = await aBrand();
    const malformed = await testApp.call({ method: 'POST', path, as: brand, body: '{"user_id": ', headers: { 'content-type': 'application/json' } });
    expectError(malformed, 'REQUEST.MALFORMED_JSON');
    const text = await testApp.call({ method: 'POST', path, as: brand, body: `user_id=${brand.uid}`, headers: { 'content-type': 'text/plain' } });
    // Fastify reads text/plain as a string, which is not the object the route takes.
    expectError(text, 'REQUEST.INVALID');
  });
});

describe('insert_creators_cart with bad input', () => {
  it.each([
    ['no creators', {}],
    ['a negative count', { creators: { creator_id: 1, stories: -1 } }],
    ['too many pieces', { creators: { creator_id: 1, stories: CART_LIMITS.piecesPerFormat + 1 } }],
    ['a delivery of nothing', { creators: { creator_id: 1 } }],
    ['a text id', { creators: { creator_id: "1' OR 1=1 --", stories: 1 } }],
    ['an unknown field', { creators: { creator_id: 1, stories: 1, price: 0 } }],
    ['a list too long', { creators: Array.from({ length: CART_LIMITS.creators + 1 }, (_, index) => ({ creator_id: index + 1, stories: 1 })) }],
  ])('answers 400 to %s and writes nothing', async (_case, body) => {
    const brand = await aBrand();
    await setCreators(brand, { creators: { creator_id: ana.creatorId, stories: 1 } });
    expectError(await setCreators(brand, body), 'REQUEST.INVALID');
    expect(await storedItems(brand)).toEqual([{ creatorId: ana.creatorId, stories: 1, feed: 0, tiktok: 0 }]);
  });

  it('answers 422 CART.CREATOR_NOT_FOUND naming each unknown or inactive creator, and writes nothing', async () => {
    const brand = await aBrand();
    const gone = await insertCreator(testApp.db, { active: false });
    await setCreators(brand, { creators: { creator_id: ana.creatorId, stories: 1 } });

    expectError(await setCreators(brand, { creators: { creator_id: 999_999, stories: 1 } }), 'CART.CREATOR_NOT_FOUND', {
      'creators.creator_id': 'Este criador não existe ou não está mais ativo.',
    });
    expectError(
      await setCreators(brand, { creators: [{ creator_id: bia.creatorId, stories: 1 }, { creator_id: gone.creatorId, feed: 1 }, { creator_id: 999_999, tiktok: 1 }] }),
      'CART.CREATOR_NOT_FOUND',
      { 'creators.1.creator_id': 'Este criador não existe ou não está mais ativo.', 'creators.2.creator_id': 'Este criador não existe ou não está mais ativo.' },
    );
    expect(await storedItems(brand)).toEqual([{ creatorId: ana.creatorId, stories: 1, feed: 0, tiktok: 0 }]);
  });

  it("refuses a creator whose account was deactivated, though the card's flag was not updated", async () => {
    const brand = await aBrand();
    const leaving = await insertCreator(testApp.db);
    await testApp.db.update(users).set({ active: false }).where(eq(users.id, leaving.userId));
    expectError(await setCreators(brand, { creators: { creator_id: leaving.creatorId, stories: 1 } }), 'CART.CREATOR_NOT_FOUND');
  });
});

describe('accounts that may not write a cart', () => {
  it('answers USER.NOT_FOUND to a person without an account, and USER.INACTIVE to a deactivated one', async () => {
    const stranger = await testApp.signUp();
    expectError(await setCreators(stranger, { creators: { creator_id: ana.creatorId, stories: 1 } }), 'USER.NOT_FOUND');
    expectError(await call('/project/get_creators_cart', stranger, { user_id: stranger.uid }), 'CART.NOT_FOUND');

    const deactivated = await testApp.signUp();
    await insertAccount(testApp.db, deactivated, { active: false });
    expectError(await call('/project/create_cart', deactivated, { user_id: deactivated.uid }), 'USER.INACTIVE');
    expectError(await setCreators(deactivated, { creators: { creator_id: ana.creatorId, stories: 1 } }), 'USER.INACTIVE');
  });
});

describe('concurrent changes to one cart', () => {
  it('leave one row per creator and lose no creator', async () => {
    const brand = await aBrand();
    const many = await Promise.all(Array.from({ length: 4 }, (_, index) => insertCreator(testApp.db, { name: `Criadora ${index}` })));
    const responses = await Promise.all(
      [...many, ...many].map((creator, index) => setCreators(brand, { creators: { creator_id: creator.creatorId, stories: index + 1 } })),
    );
    for (const response of responses) expect(response.statusCode, response.body).toBe(200);

    const items = await storedItems(brand);
    expect(items.map((item) => item.creatorId).sort()).toEqual(many.map((creator) => creator.creatorId).sort());
    const [{ rows } = { rows: 0 }] = await testApp.db
      .select({ rows: sql<number>`count(*)::int` })
      .from(carts)
      .innerJoin(users, eq(users.id, carts.userId))
      .where(eq(users.externalId, brand.uid));
    expect(rows).toBe(1);
  });

  it('of whole lists leave exactly one of the lists, one row per creator', async () => {
    const brand = await aBrand();
    const lists = [
      [{ creator_id: ana.creatorId, stories: 1 }, { creator_id: bia.creatorId, feed: 1 }, { creator_id: ana.creatorId, tiktok: 1 }],
      [{ creator_id: bia.creatorId, stories: 2 }],
      [{ creator_id: ana.creatorId, feed: 3 }, { creator_id: bia.creatorId, feed: 3 }],
    ];
    const responses = await Promise.all(lists.map((list) => setCreators(brand, { creators: list })));
    for (const response of responses) expect(response.statusCode, response.body).toBe(200);
    const creatorIds = (await storedItems(brand)).map((item) => item.creatorId);
    expect(new Set(creatorIds).size).toBe(creatorIds.length);
    expect([[ana.creatorId, bia.creatorId], [bia.creatorId]]).toContainEqual(creatorIds);
  });

  it('of the same creator from two tabs end with one delivery for that creator, the last one written', async () => {
    const brand = await aBrand();
    await Promise.all(Array.from({ length: 6 }, (_, index) => setCreators(brand, { creators: { creator_id: ana.creatorId, feed: index + 1 } })));
    const items = await storedItems(brand);
    expect(items).toHaveLength(1);
    expect(items[0]?.creatorId).toBe(ana.creatorId);
  });
});
