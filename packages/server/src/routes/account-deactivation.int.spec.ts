import { userSchema } from '@publi/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountsStatusService } from '../accounts/accounts-status.service.js';
import { cartItems, creators, users } from '../db/schema.js';
import { AppError } from '../errors/app-error.js';
import { createAccount, dataOf, expectApiError } from '../test-support/account-bodies.builder.js';
import { startTestApp, type TestApp, type TestIdentity } from '../test-support/test-app.js';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp();
});

afterAll(async () => {
  await testApp.close();
});

const cardOf = async (userId: number) => (await testApp.db.select().from(creators).where(eq(creators.userId, userId)))[0];

/** A creator with a name nobody else has, and their card's id and slug. */
async function aCreator(name: string) {
  const account = await createAccount(testApp, 'creator', { name });
  const card = await cardOf(account.user.id);
  if (!card) throw new Error('aCreator: no card');
  return { ...account, creatorId: card.id, slug: card.slug };
}

const NOTICE_DELIVERY = { timeout: 2_000, interval: 10 };

const typeaheadNames = async (q: string) => {
  const response = await testApp.call({ method: 'GET', path: `/account/creator/search?q=${encodeURIComponent(q)}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { creators: { primary_value: string }[] } }>().data.creators.map((creator) => creator.primary_value);
};

const cartCreatorIds = async (brand: TestIdentity) => {
  const response = await testApp.call({ method: 'POST', path: '/project/get_creators_cart', as: brand, body: { user_id: brand.uid } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { creators: { creator_id: number }[] } }>().data.creators.map((line) => line.creator_id);
};

const putInCart = async (brand: TestIdentity, creatorIds: readonly number[]) => {
  const body = { user_id: brand.uid, creators: creatorIds.map((creator_id) => ({ creator_id, stories: 1 })) };
  const response = await testApp.call({ method: 'POST', path: '/project/insert_creators_cart', as: brand, body });
  expect(response.statusCode, response.body).toBe(200);
};

describe('POST /account/user/desactive, then /account/user/reactivate', () => {
  it("takes the creator out of search and out of a brand's cart, and reactivation brings them back to search only", async () => {
    const leaving = await aCreator('Xanda Quixabeira');
    const staying = await aCreator('Xanda Quixeramobim');
    const brand = await createAccount(testApp, 'brand');
    await putInCart(brand.identity, [leaving.creatorId, staying.creatorId]);
    expect(await typeaheadNames('xanda qui')).toEqual(expect.arrayContaining(['Xanda Quixabeira', 'Xanda Quixeramobim']));

    expect((await testApp.call({ method: 'POST', path: '/account/user/desactive', as: leaving.identity })).statusCode).toBe(200);

    // The typeahead is cached per replica until the database's notice of the write arrives: on
    // PostgreSQL a moment after the commit (server README, "In-process cache and pool").
    await expect.poll(() => typeaheadNames('xanda qui'), NOTICE_DELIVERY).toEqual(['Xanda Quixeramobim']);
    expect(await cartCreatorIds(brand.identity)).toEqual([staying.creatorId]);
    // The lines are gone, not only hidden.
    expect(await testApp.db.select().from(cartItems).where(eq(cartItems.creatorId, leaving.creatorId))).toEqual([]);
    expectApiError(await testApp.call({ method: 'GET', path: `/account/creator/slug?slug=${leaving.slug}` }), 404, 'CREATOR.NOT_FOUND');

    const back = await testApp.call({ method: 'POST', path: '/account/user/reactivate', as: leaving.identity });
    expect(back.statusCode, back.body).toBe(200);
    expect(dataOf(back, userSchema)).toMatchObject({ active: true, name: 'Xanda Quixabeira' });
    expect((await cardOf(leaving.user.id))?.active).toBe(true);
    await expect.poll(() => typeaheadNames('xanda qui'), NOTICE_DELIVERY).toEqual(expect.arrayContaining(['Xanda Quixabeira', 'Xanda Quixeramobim']));
    expect((await testApp.call({ method: 'GET', path: `/account/creator/slug?slug=${leaving.slug}` })).statusCode).toBe(200);
    // A brand chooses again: the cart does not get the creator back by itself.
    expect(await cartCreatorIds(brand.identity)).toEqual([staying.creatorId]);
    // Writes work again.
    expect((await testApp.call({ method: 'PUT', path: '/account/user', as: leaving.identity, body: { name: 'Xanda Q.' } })).statusCode).toBe(200);
  });

  it('reactivating an active account changes nothing, and needs an account', async () => {
    const { identity, user } = await createAccount(testApp, 'brand', { name: 'Marca Ativa' });
    const answer = await testApp.call({ method: 'POST', path: '/account/user/reactivate', as: identity });
    expect(dataOf(answer, userSchema)).toMatchObject({ id: user.id, active: true, name: 'Marca Ativa' });
    expectApiError(await testApp.call({ method: 'POST', path: '/account/user/reactivate', as: await testApp.signUp() }), 404, 'USER.NOT_FOUND');
  });

  it("reactivates only the caller's own account", async () => {
    const gone = await aCreator('Yara Ausente');
    const other = await createAccount(testApp, 'creator');
    await testApp.call({ method: 'POST', path: '/account/user/desactive', as: gone.identity });
    await testApp.call({ method: 'POST', path: '/account/user/reactivate', as: other.identity, body: { external_id: gone.identity.uid } });
    expect((await cardOf(gone.user.id))?.active).toBe(false);
  });
});

describe('deactivation with open contracts', () => {
  it('is refused naming the contracts, and nothing changes: still in search and in the cart', async () => {
    const busy = await aCreator('Wanda Ocupada');
    const brand = await createAccount(testApp, 'brand');
    await putInCart(brand.identity, [busy.creatorId]);
    // Contracts arrive with issue 12; the reader is the seam it fills (see the README).
    const openContracts = () => Promise.resolve([{ id: 31, projectName: 'Verão 2027', status: 'paid' as const }]);
    const refusal = await new AccountsStatusService({ db: testApp.db, openContractsOf: openContracts }).deactivate(busy.identity.uid).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({
      code: 'USER.OPEN_CONTRACTS',
      fields: { contracts: 'A conta tem 1 contrato em aberto: "Verão 2027" (nº 31, pago). Ela pode ser desativada quando ele terminar.' },
    });
    const [stored] = await testApp.db.select({ active: users.active }).from(users).where(eq(users.id, busy.user.id));
    expect(stored?.active).toBe(true);
    expect((await cardOf(busy.user.id))?.active).toBe(true);
    expect(await cartCreatorIds(brand.identity)).toEqual([busy.creatorId]);
  });
});
