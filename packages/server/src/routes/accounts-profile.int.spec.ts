import { userSchema } from '@publi/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, creators, userCategories, users } from '../db/schema.js';
import { anAddressBody, createAccount, dataOf, errorOf, expectApiError } from '../test-support/account-bodies.builder.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

let testApp: TestApp;
let beauty: number;
let games: number;

beforeAll(async () => {
  testApp = await startTestApp();
  const rows = await testApp.db
    .insert(categories)
    .values([
      { name: 'Beleza', slug: 'beleza-perfil' },
      { name: 'Games', slug: 'games-perfil' },
    ])
    .returning({ id: categories.id });
  [beauty, games] = rows.map((row) => row.id) as [number, number];
});

afterAll(async () => {
  await testApp.close();
});

const cardOf = async (userId: number) => (await testApp.db.select().from(creators).where(eq(creators.userId, userId)))[0];
const storedUser = async (userId: number) => (await testApp.db.select().from(users).where(eq(users.id, userId)))[0];

describe('PUT /account/user', () => {
  it('changes the given fields, clears those sent as null, and refreshes the creator card', async () => {
    const { identity, user } = await createAccount(testApp, 'creator', { phone: '11912345678' });
    const response = await testApp.call({
      method: 'PUT',
      path: '/account/user',
      as: identity,
      body: { name: '  Ânia Lúcia  ', phone: null, profile: { mini_bio: 'Receitas veganas', image: '/api/uploads/ania.webp' } },
    });
    expect(response.statusCode).toBe(200);
    expect(dataOf(response, userSchema)).toMatchObject({ name: 'Ânia Lúcia', phone: null, mini_bio: 'Receitas veganas', image: '/api/uploads/ania.webp', email: user.email });
    expect(await cardOf(user.id)).toMatchObject({ name: 'Ânia Lúcia', nameFolded: 'ania lucia', image: '/api/uploads/ania.webp', slug: 'ana-souza' });
    expect((await cardOf(user.id))?.searchText).toContain('ania lucia');
  });

  it('refuses an empty name, unknown fields and wrong types, changing nothing', async () => {
    const { identity, user } = await createAccount(testApp);
    for (const body of [{ name: '   ' }, { name: null }, { email: 'x@y.com' }, { website: 'javascript:alert(1)' }, { image: '//evil.example/x.png' }, { profile: 'x' }, []]) {
      const response = await testApp.call({ method: 'PUT', path: '/account/user', as: identity, body });
      expectApiError(response, 400, 'REQUEST.INVALID');
    }
    expect(await storedUser(user.id)).toMatchObject({ name: 'Ana Souza', email: user.email, website: null, image: null });
  });

  it('answers 404 before the caller created an account', async () => {
    const identity = await testApp.signUp();
    expectApiError(await testApp.call({ method: 'PUT', path: '/account/user', as: identity, body: { name: 'Ana' } }), 404, 'USER.NOT_FOUND');
  });
});

describe('PUT /account/user/address', () => {
  it('stores the CEP as digits and the city with the dataset spelling, and moves the creator card', async () => {
    const { identity, user } = await createAccount(testApp, 'creator');
    const response = await testApp.call({ method: 'PUT', path: '/account/user/address', as: identity, body: { ...anAddressBody({ postal_code: '01.310-100', city: 'sao  PAULO', street: 'Av. Paulista' }), state: 'sp' } });
    expect(response.statusCode).toBe(200);
    expect(dataOf(response, userSchema).address).toEqual({
      postal_code: '01310100',
      street: 'Av. Paulista',
      number: '125',
      complement: null,
      neighborhood: 'Recife Antigo',
      city: 'São Paulo',
      state: 'SP',
    });
    expect(await cardOf(user.id)).toMatchObject({ state: 'SP', city: 'São Paulo', cityFolded: 'sao paulo' });
  });

  it('replaces the whole address: parts left out are cleared', async () => {
    const { identity } = await createAccount(testApp);
    await testApp.call({ method: 'PUT', path: '/account/user/address', as: identity, body: anAddressBody() });
    const response = await testApp.call({ method: 'PUT', path: '/account/user/address', as: identity, body: { postal_code: '69005-010', city: 'Manaus', state: 'AM' } });
    expect(dataOf(response, userSchema).address).toEqual({ postal_code: '69005010', street: null, number: null, complement: null, neighborhood: null, city: 'Manaus', state: 'AM' });
  });

  it('refuses a city of another state, an unknown state and a bad CEP with field messages, changing nothing', async () => {
    const { identity, user } = await createAccount(testApp);
    const wrongCity = await testApp.call({ method: 'PUT', path: '/account/user/address', as: identity, body: anAddressBody({ city: 'Recife', state: 'SP' }) });
    expectApiError(wrongCity, 400, 'REQUEST.INVALID');
    expect(errorOf(wrongCity).fields).toEqual({ city: 'Não encontramos esta cidade em São Paulo (SP). Confira o nome ou o estado.' });
    for (const body of [{ ...anAddressBody(), state: 'XX' }, anAddressBody({ postal_code: '1234' }), anAddressBody({ city: "' OR 1=1 --" }), { ...anAddressBody(), country: 'BR' }]) {
      const response = await testApp.call({ method: 'PUT', path: '/account/user/address', as: identity, body });
      expectApiError(response, 400, 'REQUEST.INVALID');
      expect(Object.keys(errorOf(response).fields ?? {})).toHaveLength(1);
    }
    expect(await storedUser(user.id)).toMatchObject({ postalCode: null, city: null, state: null });
  });
});

describe('PUT /account/user/categories', () => {
  it('replaces the set and copies it to the creator card', async () => {
    const { identity, user } = await createAccount(testApp, 'creator');
    await testApp.call({ method: 'PUT', path: '/account/user/categories', as: identity, body: { categories_ids: [beauty] } });
    const response = await testApp.call({ method: 'PUT', path: '/account/user/categories', as: identity, body: { categories_ids: [games] } });
    expect(response.statusCode).toBe(200);
    expect(dataOf(response, userSchema).categories).toEqual([{ id: games, name: 'Games' }]);
    expect((await cardOf(user.id))?.categoryIds).toEqual([games]);
    const cleared = await testApp.call({ method: 'PUT', path: '/account/user/categories', as: identity, body: { categories_ids: [] } });
    expect(dataOf(cleared, userSchema).categories).toEqual([]);
    expect((await cardOf(user.id))?.categoryIds).toEqual([]);
  });

  it('refuses unknown, repeated and malformed ids with field messages, keeping the old set', async () => {
    const { identity, user } = await createAccount(testApp, 'creator');
    await testApp.call({ method: 'PUT', path: '/account/user/categories', as: identity, body: { categories_ids: [beauty] } });
    const unknown = await testApp.call({ method: 'PUT', path: '/account/user/categories', as: identity, body: { categories_ids: [games, 999_999] } });
    expectApiError(unknown, 400, 'REQUEST.INVALID');
    expect(errorOf(unknown).fields).toEqual({ 'categories_ids.1': 'Esta categoria não existe. Escolha uma da lista.' });
    for (const ids of [[games, games], ['1'], [-1], "1; DELETE FROM categories", Array.from({ length: 21 }, (_, index) => index + 1)]) {
      expectApiError(await testApp.call({ method: 'PUT', path: '/account/user/categories', as: identity, body: { categories_ids: ids } }), 400, 'REQUEST.INVALID');
    }
    const stored = await testApp.db.select({ id: userCategories.categoryId }).from(userCategories).where(eq(userCategories.userId, user.id));
    expect(stored).toEqual([{ id: beauty }]);
    expect((await cardOf(user.id))?.categoryIds).toEqual([beauty]);
  });
});

describe('POST /users/save-user-info', () => {
  it('saves name, phone, address and categories in one go', async () => {
    const { identity, user } = await createAccount(testApp, 'creator');
    const response = await testApp.call({
      method: 'POST',
      path: '/users/save-user-info',
      as: identity,
      body: { name: 'Bia Ramos', phone: '+55 (21) 99876-5432', address: anAddressBody({ city: 'niteroi', state: 'RJ' }), categories_ids: [beauty, games] },
    });
    expect(response.statusCode).toBe(200);
    expect(dataOf(response, userSchema)).toMatchObject({ name: 'Bia Ramos', phone: '5521998765432', address: { city: 'Niterói', state: 'RJ' } });
    expect(await cardOf(user.id)).toMatchObject({ name: 'Bia Ramos', city: 'Niterói', state: 'RJ', categoryIds: [beauty, games].sort((a, b) => a - b) });
  });

  it('writes nothing when one part is wrong', async () => {
    const { identity, user } = await createAccount(testApp, 'creator');
    const response = await testApp.call({
      method: 'POST',
      path: '/users/save-user-info',
      as: identity,
      body: { name: 'Bia Ramos', address: anAddressBody(), categories_ids: [999_999] },
    });
    expectApiError(response, 400, 'REQUEST.INVALID');
    expect(errorOf(response).fields).toEqual({ 'categories_ids.0': 'Esta categoria não existe. Escolha uma da lista.' });
    const wrongCity = await testApp.call({ method: 'POST', path: '/users/save-user-info', as: identity, body: { name: 'Bia', address: anAddressBody({ city: 'Manaus' }) } });
    expect(Object.keys(errorOf(wrongCity).fields ?? {})).toEqual(['address.city']);
    expect(await storedUser(user.id)).toMatchObject({ name: 'Ana Souza', city: null });
    expect(await cardOf(user.id)).toMatchObject({ name: 'Ana Souza', city: null });
  });
});
