import { socialNetworkListSchema } from '@publi/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creators, socialNetworks } from '../db/schema.js';
import { aSocialNetwork, createAccount, dataOf, errorOf, expectApiError } from '../test-support/account-bodies.builder.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp();
});

afterAll(async () => {
  await testApp.close();
});

const cardOf = async (userId: number) => (await testApp.db.select().from(creators).where(eq(creators.userId, userId)))[0];
const networksOf = async (userId: number) => testApp.db.select().from(socialNetworks).where(eq(socialNetworks.userId, userId));

describe('PUT /creator/social_networks', () => {
  it('replaces the list and refreshes followers, weighted engagement and the typeahead text', async () => {
    const { identity, user } = await createAccount(testApp, 'creator', { name: 'Lia Prado' });
    await testApp.call({ method: 'PUT', path: '/creator/social_networks', as: identity, body: { social_newtork: [aSocialNetwork({ username: 'velho_usuario' })] } });
    const response = await testApp.call({
      method: 'PUT',
      path: '/creator/social_networks',
      as: identity,
      body: {
        social_newtork: [
          aSocialNetwork({ name: 'tiktok', username: '@lia.dança', followers: 10_000, engagement: 10, link: null }),
          aSocialNetwork({ name: 'instagram', username: 'lia.prado', followers: 90_000, engagement: 2 }),
        ],
      },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(errorOf(response).fields ?? {})).toEqual(['social_newtork.0.username']);

    const saved = await testApp.call({
      method: 'PUT',
      path: '/creator/social_networks',
      as: identity,
      body: {
        social_newtork: [
          aSocialNetwork({ name: 'tiktok', username: '@lia.danca', followers: 10_000, engagement: 10, link: null }),
          aSocialNetwork({ name: 'instagram', username: 'lia.prado', followers: 90_000, engagement: 2 }),
        ],
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(dataOf(saved, socialNetworkListSchema)).toEqual([
      { name: 'instagram', username: 'lia.prado', link: 'https://instagram.com/ana.souza', followers: 90_000, engagement: 2 },
      { name: 'tiktok', username: 'lia.danca', link: null, followers: 10_000, engagement: 10 },
    ]);
    // (90,000 x 200 + 10,000 x 1,000) / 100,000 = 280 basis points.
    const card = await cardOf(user.id);
    expect(card).toMatchObject({ followers: 100_000, engagementBp: 280 });
    expect(card?.searchText).toContain('lia.prado');
    expect(card?.searchText).toContain('lia.danca');
    expect(card?.searchText).not.toContain('velho_usuario');
  });

  it('keeps a network without an engagement out of the average, and answers it as null', async () => {
    const { identity, user } = await createAccount(testApp, 'creator');
    const response = await testApp.call({
      method: 'PUT',
      path: '/creator/social_networks',
      as: identity,
      body: { social_newtork: [aSocialNetwork({ followers: 50_000, engagement: 5 }), { name: 'youtube', username: 'canal_ana' }] },
    });
    expect(dataOf(response, socialNetworkListSchema)[1]).toEqual({ name: 'youtube', username: 'canal_ana', link: null, followers: null, engagement: null });
    expect(await cardOf(user.id)).toMatchObject({ followers: 50_000, engagementBp: 500 });
    await testApp.call({ method: 'PUT', path: '/creator/social_networks', as: identity, body: { social_newtork: [] } });
    expect(await cardOf(user.id)).toMatchObject({ followers: null, engagementBp: null });
  });

  it('is only for creators', async () => {
    const { identity, user } = await createAccount(testApp, 'brand');
    expectApiError(
      await testApp.call({ method: 'PUT', path: '/creator/social_networks', as: identity, body: { social_newtork: [aSocialNetwork()] } }),
      403,
      'CREATOR.ONLY',
    );
    expect(await networksOf(user.id)).toEqual([]);
  });

  it('refuses repeated networks, bad counts and links, injection strings and long lists, keeping the old list', async () => {
    const { identity, user } = await createAccount(testApp, 'creator');
    await testApp.call({ method: 'PUT', path: '/creator/social_networks', as: identity, body: { social_newtork: [aSocialNetwork()] } });
    const invalid: readonly [unknown, string][] = [
      [[aSocialNetwork(), aSocialNetwork({ username: 'outra' })], 'social_newtork.1.name'],
      [[aSocialNetwork({ followers: -5 })], 'social_newtork.0.followers'],
      [[aSocialNetwork({ followers: 1.5 })], 'social_newtork.0.followers'],
      [[aSocialNetwork({ engagement: 101 })], 'social_newtork.0.engagement'],
      [[aSocialNetwork({ username: "' OR 1=1 --" })], 'social_newtork.0.username'],
      [[aSocialNetwork({ link: 'javascript:alert(1)' })], 'social_newtork.0.link'],
      [[{ ...aSocialNetwork(), name: 'orkut' }], 'social_newtork.0.name'],
      [[{ ...aSocialNetwork(), user_id: 1 }], 'social_newtork.0.user_id'],
      ['instagram', 'social_newtork'],
    ];
    for (const [list, field] of invalid) {
      const response = await testApp.call({ method: 'PUT', path: '/creator/social_networks', as: identity, body: { social_newtork: list } });
      expectApiError(response, 400, 'REQUEST.INVALID');
      expect(Object.keys(errorOf(response).fields ?? {}), JSON.stringify(list)).toContain(field);
    }
    const tooMany = Array.from({ length: 11 }, (_, index) => aSocialNetwork({ username: `u${index}` }));
    expectApiError(await testApp.call({ method: 'PUT', path: '/creator/social_networks', as: identity, body: { social_newtork: tooMany } }), 400, 'REQUEST.INVALID');
    expect((await networksOf(user.id)).map((network) => network.username)).toEqual(['ana.souza']);
    expect(await cardOf(user.id)).toMatchObject({ followers: 12_000, engagementBp: 425 });
  });
});

describe('PUT /users/social_networks', () => {
  it("replaces any account's list, and a brand has no card to refresh", async () => {
    const { identity, user } = await createAccount(testApp, 'brand');
    const response = await testApp.call({ method: 'PUT', path: '/users/social_networks', as: identity, body: { social_newtork: [aSocialNetwork({ username: 'cafe.aurora' })] } });
    expect(response.statusCode).toBe(200);
    expect(dataOf(response, socialNetworkListSchema).map((network) => network.username)).toEqual(['cafe.aurora']);
    expect(await cardOf(user.id)).toBeUndefined();
  });

  it("refreshes a creator's card too, and never touches another account's list", async () => {
    const { identity, user } = await createAccount(testApp, 'creator');
    const other = await createAccount(testApp, 'creator');
    await testApp.call({ method: 'PUT', path: '/users/social_networks', as: other.identity, body: { social_newtork: [aSocialNetwork({ username: 'outra' })] } });
    await testApp.call({ method: 'PUT', path: '/users/social_networks', as: identity, body: { social_newtork: [aSocialNetwork({ followers: 7 })] } });
    expect((await cardOf(user.id))?.followers).toBe(7);
    expect((await networksOf(other.user.id)).map((network) => network.username)).toEqual(['outra']);
  });

  it('answers 404 before the caller created an account', async () => {
    const identity = await testApp.signUp();
    expectApiError(await testApp.call({ method: 'PUT', path: '/users/social_networks', as: identity, body: { social_newtork: [] } }), 404, 'USER.NOT_FOUND');
  });
});
