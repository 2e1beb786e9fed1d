import { agentTokenSchema, creatorPricesSchema, uploadResultSchema, userSchema, type AccountType } from '@publi/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankAccounts, creators, users } from '../db/schema.js';
import {
  aBankAccountBody,
  aJobPricesBody,
  aMultipartForm,
  aSampleFile,
  aSocialNetwork,
  anAddressBody,
  createAccount,
  dataOf,
  expectApiError,
  seedReferenceData,
  startTestApp,
  type TestApp,
  type TestIdentity,
} from '../testing.js';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp();
  await seedReferenceData(testApp.db);
});

afterAll(async () => {
  await testApp.close();
});

interface Person {
  readonly identity: TestIdentity;
  readonly userId: number;
  readonly creatorId: number;
}

async function person(type: AccountType): Promise<Person> {
  const { identity, user } = await createAccount(testApp, type);
  const [card] = await testApp.db.select({ id: creators.id }).from(creators).where(eq(creators.userId, user.id));
  return { identity, userId: user.id, creatorId: card?.id ?? 0 };
}

/** An agent, a creator linked to them through the routes, and a creator who is not. */
async function agentWithCreator(): Promise<{ agent: Person; creator: Person; stranger: Person }> {
  const [agent, creator, stranger] = await Promise.all([person('agent'), person('creator'), person('creator')]);
  const { token } = dataOf(await testApp.call({ method: 'GET', path: '/account/creator_agent/token', as: agent.identity }), agentTokenSchema);
  const linked = await testApp.call({ method: 'POST', path: '/account/creator/creator_agent_id', as: creator.identity, body: { user_id: creator.identity.uid, creatorAgentToken: token } });
  if (linked.statusCode !== 200) throw new Error(`set-up: link answered ${linked.statusCode} ${linked.body}`);
  return { agent, creator, stranger };
}

async function accountRow(userId: number) {
  const [row] = await testApp.db.select().from(users).where(eq(users.id, userId));
  return row;
}

async function pricesOf(creator: Person) {
  const [card] = await testApp.db
    .select({ stories: creators.priceStories, feed: creators.priceFeed, tiktok: creators.priceTiktok })
    .from(creators)
    .where(eq(creators.id, creator.creatorId));
  return card;
}

describe('an agent acting for a linked creator (?creator_id=)', () => {
  it("edits the creator's profile, address, categories, networks and prices, and leaves their own account alone", async () => {
    const { agent, creator } = await agentWithCreator();
    const as = agent.identity;
    const path = (route: string) => `${route}?creator_id=${creator.creatorId}`;

    const profile = await testApp.call({ method: 'PUT', path: path('/account/user'), as, body: { mini_bio: 'Escrito pela agência.' } });
    const address = await testApp.call({ method: 'PUT', path: path('/account/user/address'), as, body: anAddressBody() });
    const categories = await testApp.call({ method: 'PUT', path: path('/account/user/categories'), as, body: { categories_ids: [1] } });
    const networks = await testApp.call({ method: 'PUT', path: path('/creator/social_networks'), as, body: { social_newtork: [aSocialNetwork({ username: 'ana.agencia' })] } });
    const prices = await testApp.call({ method: 'PUT', path: path('/creator/job_prices'), as, body: aJobPricesBody({ stories: '321.00' }) });

    expect(dataOf(profile, userSchema)).toMatchObject({ id: creator.userId, mini_bio: 'Escrito pela agência.' });
    expect(dataOf(address, userSchema).address).toMatchObject({ city: 'Recife', state: 'PE' });
    expect(dataOf(categories, userSchema).categories.map((category) => category.id)).toEqual([1]);
    expect(networks.statusCode).toBe(200);
    expect(dataOf(prices, creatorPricesSchema).stories).toBe('321.00');
    const details = await testApp.call({ method: 'GET', path: `/account/creator/details?id=${creator.creatorId}` });
    expect(details.json()).toMatchObject({ data: { city: 'Recife', prices: { stories: '321.00' }, social_newtork: [{ username: 'ana.agencia' }] } });
    expect(await accountRow(agent.userId)).toMatchObject({ miniBio: null, city: null });
  });

  it('uploads a photo as the agent and sets it on the creator', async () => {
    const { agent, creator } = await agentWithCreator();
    const form = await aMultipartForm([{ name: 'purpose', value: 'profile' }, { name: 'file', file: aSampleFile('image/png'), filename: 'ana.png', contentType: 'image/png' }]);
    const upload = await testApp.call({ method: 'POST', path: '/google-storage', as: agent.identity, body: form.payload, headers: form.headers });
    const { url } = dataOf(upload, uploadResultSchema);

    const response = await testApp.call({ method: 'PUT', path: `/account/user?creator_id=${creator.creatorId}`, as: agent.identity, body: { image: url } });

    expect(dataOf(response, userSchema).image).toBe(url);
    const details = await testApp.call({ method: 'GET', path: `/account/creator/details?id=${creator.creatorId}` });
    expect(details.json()).toMatchObject({ data: { image: url } });
  });

  it('reads the creator account the editor opens', async () => {
    const { agent, creator, stranger } = await agentWithCreator();

    const response = await testApp.call({ method: 'GET', path: `/account/creator/account?creator_id=${creator.creatorId}`, as: agent.identity });

    expect(dataOf(response, userSchema)).toMatchObject({ id: creator.userId, type: 'creator' });
    expectApiError(await testApp.call({ method: 'GET', path: `/account/creator/account?creator_id=${stranger.creatorId}`, as: agent.identity }), 403, 'AGENT.NOT_LINKED');
    expectApiError(await testApp.call({ method: 'GET', path: '/account/creator/account?creator_id=999999', as: agent.identity }), 404, 'CREATOR.NOT_FOUND');
    const own = await testApp.call({ method: 'GET', path: `/account/creator/account?creator_id=${stranger.creatorId}`, as: stranger.identity });
    expect(dataOf(own, userSchema).id).toBe(stranger.userId);
  });

  it('is refused for an unlinked creator, and nothing changes', async () => {
    const { agent, stranger } = await agentWithCreator();

    expectApiError(
      await testApp.call({ method: 'PUT', path: `/creator/job_prices?creator_id=${stranger.creatorId}`, as: agent.identity, body: aJobPricesBody({ stories: '999.00' }) }),
      403,
      'AGENT.NOT_LINKED',
    );
    expectApiError(await testApp.call({ method: 'PUT', path: `/account/user?creator_id=${stranger.creatorId}`, as: agent.identity, body: { name: 'Outra' } }), 403, 'AGENT.NOT_LINKED');
    expectApiError(await testApp.call({ method: 'PUT', path: '/account/user?creator_id=999999', as: agent.identity, body: { name: 'Outra' } }), 403, 'AGENT.NOT_LINKED');

    expect(await pricesOf(stranger)).toEqual({ stories: 0, feed: 0, tiktok: 0 });
    expect((await accountRow(stranger.userId))?.name).toBe('Ana Souza');
  });

  it("is refused once unlinked: the agent's next write for that creator is a 403", async () => {
    const { agent, creator } = await agentWithCreator();
    const write = (stories: string) =>
      testApp.call({ method: 'PUT', path: `/creator/job_prices?creator_id=${creator.creatorId}`, as: agent.identity, body: aJobPricesBody({ stories }) });
    expect((await write('100.00')).statusCode).toBe(200);

    await testApp.call({ method: 'POST', path: '/account/creator/creator_agent_id/remove', as: creator.identity, body: {} });

    expectApiError(await write('200.00'), 403, 'AGENT.NOT_LINKED');
    expect((await pricesOf(creator))?.stories).toBe(10_000);
  });

  it("never reaches the creator's bank data", async () => {
    const { agent, creator } = await agentWithCreator();

    expectApiError(await testApp.call({ method: 'GET', path: `/creator/bank_account/details?creator_id=${creator.creatorId}`, as: agent.identity }), 403, 'AGENT.BANK_FORBIDDEN');
    expectApiError(
      await testApp.call({ method: 'PUT', path: `/creator/bank_account?creator_id=${creator.creatorId}`, as: agent.identity, body: { ...aBankAccountBody(), account_type: 'corrente' } }),
      403,
      'AGENT.BANK_FORBIDDEN',
    );
    expect(await testApp.db.select().from(bankAccounts).where(eq(bankAccounts.userId, creator.userId))).toEqual([]);
    const own = await testApp.call({ method: 'GET', path: `/creator/bank_account/details?creator_id=${creator.creatorId}`, as: creator.identity });
    expect(own.json()).toEqual({ data: null });
  });
});

describe('?creator_id= for anyone but a linked agent', () => {
  it("is the caller's own account when it names the caller's own card", async () => {
    const creator = await person('creator');

    const response = await testApp.call({ method: 'PUT', path: `/creator/job_prices?creator_id=${creator.creatorId}`, as: creator.identity, body: aJobPricesBody({ feed: '80.00' }) });

    expect(dataOf(response, creatorPricesSchema).feed).toBe('80.00');
  });

  it("is refused for another creator's card, to a creator and to a brand, and nothing changes", async () => {
    const [creator, other, brand] = await Promise.all([person('creator'), person('creator'), person('brand')]);
    const aim = `creator_id=${other.creatorId}`;

    expectApiError(await testApp.call({ method: 'PUT', path: `/creator/job_prices?${aim}`, as: creator.identity, body: aJobPricesBody() }), 403, 'AGENT.NOT_LINKED');
    expectApiError(await testApp.call({ method: 'PUT', path: `/creator/job_prices?${aim}`, as: brand.identity, body: aJobPricesBody() }), 403, 'AGENT.NOT_LINKED');
    expectApiError(await testApp.call({ method: 'PUT', path: `/account/user/categories?${aim}`, as: creator.identity, body: { categories_ids: [1] } }), 403, 'AGENT.NOT_LINKED');
    expectApiError(await testApp.call({ method: 'GET', path: `/creator/bank_account/details?${aim}`, as: creator.identity }), 403, 'AGENT.NOT_LINKED');

    expect(await pricesOf(other)).toEqual({ stories: 0, feed: 0, tiktok: 0 });
  });
});
