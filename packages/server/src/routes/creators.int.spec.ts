import { expiredIdTokenFor } from '@publi/auth-emulator';
import { creatorDetailsSchema, creatorPricesSchema } from '@publi/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { badges, categories, creatorBadges, creators } from '../db/schema.js';
import { aJobPricesBody, aSocialNetwork, anAddressBody, createAccount, dataOf, errorOf, expectApiError, type TestAccount } from '../test-support/account-bodies.builder.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp();
});

afterAll(async () => {
  await testApp.close();
});

const cardOf = async (userId: number) => {
  const [card] = await testApp.db.select().from(creators).where(eq(creators.userId, userId));
  if (!card) throw new Error('no card');
  return card;
};

/** A creator with a full profile, through the API, plus a badge straight in the database. */
async function aCompleteCreator(): Promise<TestAccount & { creatorId: number; slug: string }> {
  const account = await createAccount(testApp, 'creator', { name: 'Malu Freitas', phone: '11912345678' });
  const as = account.identity;
  const [category] = await testApp.db.insert(categories).values({ name: 'Moda', slug: `moda-${account.user.id}` }).returning({ id: categories.id });
  await testApp.call({ method: 'PUT', path: '/account/user', as, body: { mini_bio: 'Moda circular', image: '/api/uploads/malu.webp' } });
  await testApp.call({ method: 'PUT', path: '/account/user/address', as, body: anAddressBody({ city: 'Olinda' }) });
  await testApp.call({ method: 'PUT', path: '/account/user/categories', as, body: { categories_ids: [category?.id] } });
  await testApp.call({ method: 'PUT', path: '/creator/social_networks', as, body: { social_newtork: [aSocialNetwork({ username: 'malu' })] } });
  await testApp.call({ method: 'PUT', path: '/creator/job_prices', as, body: aJobPricesBody() });
  const card = await cardOf(account.user.id);
  const [badge] = await testApp.db.insert(badges).values({ name: 'Verificada', icon: '/badges/verified.svg' }).returning({ id: badges.id });
  await testApp.db.insert(creatorBadges).values({ creatorId: card.id, badgeId: badge?.id ?? 0 });
  return { ...account, creatorId: card.id, slug: card.slug };
}

describe('PUT /creator/job_prices', () => {
  it('stores centavos on the card and answers decimals', async () => {
    const { identity, user } = await createAccount(testApp, 'creator');
    const response = await testApp.call({ method: 'PUT', path: '/creator/job_prices', as: identity, body: aJobPricesBody({ stories: '1000000.00', feed: '350.50', tiktok: ' 0.05 ' }) });
    expect(response.statusCode).toBe(200);
    expect(dataOf(response, creatorPricesSchema)).toEqual({ stories: '1000000.00', feed: '350.50', tiktok: '0.05' });
    expect(await cardOf(user.id)).toMatchObject({ priceStories: 100_000_000, priceFeed: 35_050, priceTiktok: 5 });
  });

  it('refuses prices that are not decimals in range, keeping the old ones', async () => {
    const { identity, user } = await createAccount(testApp, 'creator');
    await testApp.call({ method: 'PUT', path: '/creator/job_prices', as: identity, body: aJobPricesBody() });
    for (const stories of ['350', '-1.00', '1,50', '1000000.01', '12.345', "0.00' OR 1=1 --", 150]) {
      const response = await testApp.call({ method: 'PUT', path: '/creator/job_prices', as: identity, body: { ...aJobPricesBody(), stories } });
      expectApiError(response, 400, 'REQUEST.INVALID');
      expect(Object.keys(errorOf(response).fields ?? {})).toEqual(['stories']);
    }
    expectApiError(await testApp.call({ method: 'PUT', path: '/creator/job_prices', as: identity, body: { stories: '1.00' } }), 400, 'REQUEST.INVALID');
    expect(await cardOf(user.id)).toMatchObject({ priceStories: 15_000, priceFeed: 35_050, priceTiktok: 0 });
  });

  it('is only for creators', async () => {
    const { identity } = await createAccount(testApp, 'brand');
    expectApiError(await testApp.call({ method: 'PUT', path: '/creator/job_prices', as: identity, body: aJobPricesBody() }), 403, 'CREATOR.ONLY');
  });
});

describe('GET /account/creator/details', () => {
  it('answers the public profile by creator id to anyone, without e-mail, phone or bank data', async () => {
    const creator = await aCompleteCreator();
    const anonymous = await testApp.call({ method: 'GET', path: `/account/creator/details?id=${creator.creatorId}` });
    expect(anonymous.statusCode).toBe(200);
    expect(dataOf(anonymous, creatorDetailsSchema)).toMatchObject({
      id: creator.creatorId,
      user_id: creator.user.id,
      slug: 'malu-freitas',
      name: 'Malu Freitas',
      image: '/api/uploads/malu.webp',
      mini_bio: 'Moda circular',
      localization: 'PE',
      city: 'Olinda',
      social_newtork: [{ name: 'instagram', username: 'malu', followers: 12_000, engagement: 4.25 }],
      prices: { stories: '150.00', feed: '350.50', tiktok: '0.00' },
      categories: [{ name: 'Moda' }],
      badges: [{ name: 'Verificada', icon: '/badges/verified.svg' }],
      followers: 12_000,
      engagement: 4.25,
      creator_agent_id: null,
    });
    for (const secret of [creator.identity.email, '11912345678', 'email', 'phone', 'bank', 'external_id']) {
      expect(anonymous.body).not.toContain(secret);
    }
    const asSomeoneElse = await testApp.call({ method: 'GET', path: `/account/creator/details?id=${creator.creatorId}`, as: (await createAccount(testApp)).identity });
    expect(asSomeoneElse.body).toBe(anonymous.body);
  });

  it("lists every network, the card's categories in its order and the badges by id, and empty lists for a bare profile", async () => {
    const creator = await aCompleteCreator();
    const as = creator.identity;
    const names = ['Viagem', 'Beleza'];
    const chosen = await testApp.db.insert(categories).values(names.map((name) => ({ name, slug: `${name.toLowerCase()}-${creator.user.id}` }))).returning({ id: categories.id });
    await testApp.call({ method: 'PUT', path: '/account/user/categories', as, body: { categories_ids: chosen.map(({ id }) => id).reverse() } });
    const tiktok = aSocialNetwork({ name: 'tiktok', username: 'malu.tt', link: null, followers: null, engagement: null });
    await testApp.call({ method: 'PUT', path: '/creator/social_networks', as, body: { social_newtork: [tiktok, aSocialNetwork({ username: 'malu' })] } });
    const [extra] = await testApp.db.insert(badges).values({ name: 'Top Criadora', icon: '/badges/top.svg' }).returning({ id: badges.id });
    await testApp.db.insert(creatorBadges).values({ creatorId: creator.creatorId, badgeId: extra?.id ?? 0 });

    const profile = dataOf(await testApp.call({ method: 'GET', path: `/account/creator/details?id=${creator.creatorId}` }), creatorDetailsSchema);
    const nameOf = new Map(chosen.map(({ id }, index) => [id, names[index]]));
    expect(profile.categories).toEqual((await cardOf(creator.user.id)).categoryIds.map((id) => ({ id, name: nameOf.get(id) })));
    expect(profile.social_newtork.map(({ name, username, followers }) => ({ name, username, followers }))).toEqual([
      { name: 'instagram', username: 'malu', followers: 12_000 },
      { name: 'tiktok', username: 'malu.tt', followers: null },
    ]);
    expect(profile.badges.map(({ name }) => name)).toEqual(['Verificada', 'Top Criadora']);

    const bare = await createAccount(testApp, 'creator', { name: 'Rui Bare' });
    const bareProfile = dataOf(await testApp.call({ method: 'GET', path: `/account/creator/details?id=${(await cardOf(bare.user.id)).id}` }), creatorDetailsSchema);
    expect(bareProfile).toMatchObject({ social_newtork: [], categories: [], badges: [], followers: 0, engagement: null });
  });

  it("answers the caller's own profile without ?id=", async () => {
    const creator = await aCompleteCreator();
    const response = await testApp.call({ method: 'GET', path: '/account/creator/details', as: creator.identity });
    expect(dataOf(response, creatorDetailsSchema)).toMatchObject({ id: creator.creatorId, name: 'Malu Freitas' });
  });

  it('answers 403 to a brand asking for its own profile, and 404 before sign-up', async () => {
    const brand = await createAccount(testApp, 'brand');
    expectApiError(await testApp.call({ method: 'GET', path: '/account/creator/details', as: brand.identity }), 403, 'CREATOR.ONLY');
    expectApiError(await testApp.call({ method: 'GET', path: '/account/creator/details', as: await testApp.signUp() }), 404, 'USER.NOT_FOUND');
  });

  it('answers 401 without ?id= and without a token, and to an expired token even with ?id=', async () => {
    expectApiError(await testApp.call({ method: 'GET', path: '/account/creator/details' }), 401, 'AUTH.TOKEN_MISSING');
    const creator = await createAccount(testApp, 'creator');
    const expired = { idToken: expiredIdTokenFor(creator.identity.uid) };
    expectApiError(await testApp.call({ method: 'GET', path: '/account/creator/details', as: expired }), 401, 'AUTH.TOKEN_EXPIRED');
    const { id } = await cardOf(creator.user.id);
    expectApiError(await testApp.call({ method: 'GET', path: `/account/creator/details?id=${id}`, as: expired }), 401, 'AUTH.TOKEN_EXPIRED');
  });

  it('answers 404 for an unknown creator and 400 for ids that are not ids', async () => {
    expectApiError(await testApp.call({ method: 'GET', path: '/account/creator/details?id=987654' }), 404, 'CREATOR.NOT_FOUND');
    for (const id of ['abc', '0', '-3', '1%27%20OR%201%3D1%20--', '..%2F..%2Fetc%2Fpasswd', '1e3']) {
      expectApiError(await testApp.call({ method: 'GET', path: `/account/creator/details?id=${id}` }), 400, 'REQUEST.INVALID');
    }
  });
});

describe('GET /account/creator/slug?slug=', () => {
  it('answers the public profile by slug, the same as by id', async () => {
    const creator = await aCompleteCreator();
    const bySlug = await testApp.call({ method: 'GET', path: `/account/creator/slug?slug=${creator.slug}` });
    const byId = await testApp.call({ method: 'GET', path: `/account/creator/details?id=${creator.creatorId}` });
    expect(bySlug.statusCode).toBe(200);
    expect(bySlug.json()).toEqual(byId.json());
  });

  it('answers 404 for an unknown slug and 400 for what is not a slug', async () => {
    expectApiError(await testApp.call({ method: 'GET', path: '/account/creator/slug?slug=ninguem-aqui' }), 404, 'CREATOR.NOT_FOUND');
    for (const slug of ['', 'Malu-Freitas', '..%2Fadmin', '%27%20OR%201%3D1%20--', 'malu%00', 'a'.repeat(121)]) {
      expectApiError(await testApp.call({ method: 'GET', path: `/account/creator/slug?slug=${slug}` }), 400, 'REQUEST.INVALID');
    }
  });
});
