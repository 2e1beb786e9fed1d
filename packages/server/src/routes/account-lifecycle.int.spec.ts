import { creatorDetailsSchema, userSchema } from '@publi/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creators, socialNetworks, users } from '../db/schema.js';
import { aBankAccountBody, aJobPricesBody, aSocialNetwork, anAddressBody, createAccount, dataOf, expectApiError } from '../test-support/account-bodies.builder.js';
import { startTestApp, type TestApp, type TestIdentity } from '../test-support/test-app.js';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp();
});

afterAll(async () => {
  await testApp.close();
});

/** An account created before the sign-up chose a type (the type column is still null). */
async function accountWithoutType(name = 'Carla Dias'): Promise<{ identity: TestIdentity; userId: number }> {
  const identity = await testApp.signUp();
  const [row] = await testApp.db.insert(users).values({ externalId: identity.uid, email: identity.email, name }).returning({ id: users.id });
  if (!row) throw new Error('accountWithoutType: no row');
  return { identity, userId: row.id };
}

const cardOf = async (userId: number) => (await testApp.db.select().from(creators).where(eq(creators.userId, userId)))[0];

describe('POST /account/type', () => {
  it('makes the account a creator once, with its search card, and accepts the same type again', async () => {
    const { identity, userId } = await accountWithoutType('Carla Dias');
    const response = await testApp.call({ method: 'POST', path: '/account/type', as: identity, body: { type: 'creator' } });
    expect(response.statusCode).toBe(200);
    expect(dataOf(response, userSchema).type).toBe('creator');
    expect(await cardOf(userId)).toMatchObject({ slug: 'carla-dias', name: 'Carla Dias', active: true });
    const again = await testApp.call({ method: 'POST', path: '/account/type', as: identity, body: { type: 'creator' } });
    expect(again.statusCode).toBe(200);
    expect(await testApp.db.select().from(creators).where(eq(creators.userId, userId))).toHaveLength(1);
  });

  it('refuses to change a type once set, with 409, and creates no card', async () => {
    const { identity, user } = await createAccount(testApp, 'brand');
    expectApiError(await testApp.call({ method: 'POST', path: '/account/type', as: identity, body: { type: 'creator' } }), 409, 'USER.TYPE_ALREADY_SET');
    expect(await cardOf(user.id)).toBeUndefined();
    const creator = await createAccount(testApp, 'creator');
    expectApiError(await testApp.call({ method: 'POST', path: '/account/type', as: creator.identity, body: { type: 'agent' } }), 409, 'USER.TYPE_ALREADY_SET');
    expect((await cardOf(creator.user.id))?.active).toBe(true);
  });

  it('answers two different types chosen at once with one success and one 409', async () => {
    const { identity, userId } = await accountWithoutType();
    const answers = await Promise.all(
      (['creator', 'brand'] as const).map((type) => testApp.call({ method: 'POST', path: '/account/type', as: identity, body: { type } })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const [stored] = await testApp.db.select({ type: users.type }).from(users).where(eq(users.id, userId));
    expect((await cardOf(userId)) !== undefined).toBe(stored?.type === 'creator');
  });

  it('refuses unknown types and extra fields, and answers 404 without an account', async () => {
    const { identity } = await accountWithoutType();
    for (const body of [{ type: 'admin' }, { type: 'creator', user_id: 1 }, { type: ['creator'] }, {}]) {
      expectApiError(await testApp.call({ method: 'POST', path: '/account/type', as: identity, body }), 400, 'REQUEST.INVALID');
    }
    const stranger = await testApp.signUp();
    expectApiError(await testApp.call({ method: 'POST', path: '/account/type', as: stranger, body: { type: 'brand' } }), 404, 'USER.NOT_FOUND');
  });
});

describe('POST /account/user/desactive', () => {
  it('hides a creator from public pages, keeps the data and refuses further writes', async () => {
    const { identity, user } = await createAccount(testApp, 'creator', { name: 'Duda Lima' });
    await testApp.call({ method: 'PUT', path: '/creator/social_networks', as: identity, body: { social_newtork: [aSocialNetwork()] } });
    const card = await cardOf(user.id);
    if (!card) throw new Error('no card');
    expect((await testApp.call({ method: 'GET', path: `/account/creator/details?id=${card.id}` })).statusCode).toBe(200);

    const response = await testApp.call({ method: 'POST', path: '/account/user/desactive', as: identity });
    expect(response.statusCode).toBe(200);
    expect(dataOf(response)).toEqual({ active: false });

    expect(await cardOf(user.id)).toMatchObject({ active: false, name: 'Duda Lima', followers: 12_000 });
    expect(await testApp.db.select().from(socialNetworks).where(eq(socialNetworks.userId, user.id))).toHaveLength(1);
    expectApiError(await testApp.call({ method: 'GET', path: `/account/creator/details?id=${card.id}` }), 404, 'CREATOR.NOT_FOUND');
    expectApiError(await testApp.call({ method: 'GET', path: `/account/creator/slug?slug=${card.slug}` }), 404, 'CREATOR.NOT_FOUND');

    const own = await testApp.call({ method: 'GET', path: `/account/user?external_id=${identity.uid}`, as: identity });
    expect(dataOf(own, userSchema).active).toBe(false);
    expect(dataOf(await testApp.call({ method: 'GET', path: '/account/creator/details', as: identity }), creatorDetailsSchema).name).toBe('Duda Lima');

    const writes = [
      { method: 'PUT', path: '/account/user', body: { name: 'Nova' } },
      { method: 'PUT', path: '/account/user/address', body: anAddressBody() },
      { method: 'PUT', path: '/account/user/categories', body: { categories_ids: [] } },
      { method: 'POST', path: '/users/save-user-info', body: { name: 'Nova' } },
      { method: 'POST', path: '/account/type', body: { type: 'creator' } },
      { method: 'PUT', path: '/users/social_networks', body: { social_newtork: [] } },
      { method: 'PUT', path: '/creator/social_networks', body: { social_newtork: [] } },
      { method: 'PUT', path: '/creator/job_prices', body: aJobPricesBody() },
      { method: 'PUT', path: '/users/bank_account', body: aBankAccountBody() },
      { method: 'PUT', path: '/creator/bank_account', body: aBankAccountBody() },
    ] as const;
    for (const write of writes) {
      expectApiError(await testApp.call({ ...write, as: identity }), 403, 'USER.INACTIVE');
    }
    expect(await cardOf(user.id)).toMatchObject({ name: 'Duda Lima', followers: 12_000, active: false });
  });

  it('answers the same to a second deactivation, and 404 without an account', async () => {
    const { identity } = await createAccount(testApp);
    await testApp.call({ method: 'POST', path: '/account/user/desactive', as: identity });
    const again = await testApp.call({ method: 'POST', path: '/account/user/desactive', as: identity });
    expect(again.statusCode).toBe(200);
    expect(dataOf(again)).toEqual({ active: false });
    expectApiError(await testApp.call({ method: 'POST', path: '/account/user/desactive', as: await testApp.signUp() }), 404, 'USER.NOT_FOUND');
  });

  it("deactivates only the caller's own account", async () => {
    const { identity } = await createAccount(testApp);
    const other = await createAccount(testApp, 'creator');
    await testApp.call({ method: 'POST', path: '/account/user/desactive', as: identity, body: { external_id: other.identity.uid } });
    expect((await cardOf(other.user.id))?.active).toBe(true);
  });
});
