import { apiError, cartSchema, type CartWire } from '@publi/contract';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts, creators, users } from '../db/schema.js';
import { insertAccount, signUpBrand } from '../test-support/account-row.builder.js';
import { insertCreator, type InsertedCreator } from '../test-support/insert-creator.js';
import { startTestApp, type TestApp, type TestIdentity } from '../test-support/test-app.js';

let testApp: TestApp;
let ana: InsertedCreator;
let bia: InsertedCreator;
let caio: InsertedCreator;

beforeAll(async () => {
  testApp = await startTestApp();
  ana = await insertCreator(testApp.db, { name: 'Ana Beleza' });
  bia = await insertCreator(testApp.db, { name: 'Bia Fitness', state: 'SP', city: 'São Paulo' });
  caio = await insertCreator(testApp.db, { name: 'Caio Games' });
});

afterAll(async () => {
  await testApp.close();
});

const aBrand = () => signUpBrand(testApp);

function cartOf(response: LightMyRequestResponse, status = 200): CartWire {
  expect(response.statusCode, response.body).toBe(status);
  return cartSchema.parse((response.json<{ data: unknown }>()).data);
}

const deliveries = (cart: CartWire) => cart.creators.map(({ creator_id, stories, feed, tiktok }) => ({ creator_id, stories, feed, tiktok }));

const setCreators = (as: TestIdentity, creatorsBody: unknown) =>
  testApp.call({ method: 'POST', path: '/project/insert_creators_cart', as, body: { creators: creatorsBody } });

describe('POST /project/create_cart', () => {
  it('creates an empty cart with 201, then answers the same cart with 200', async () => {
    const brand = await aBrand();
    const first = cartOf(await testApp.call({ method: 'POST', path: '/project/create_cart', as: brand, body: { user_id: brand.uid } }), 201);
    expect(first).toMatchObject({ user_id: brand.uid, creators: [] });

    await setCreators(brand, { creator_id: ana.creatorId, stories: 2 });
    const again = cartOf(await testApp.call({ method: 'POST', path: '/project/create_cart', as: brand, body: { user_id: brand.uid } }), 200);
    expect(deliveries(again)).toEqual([{ creator_id: ana.creatorId, stories: 2, feed: 0, tiktok: 0 }]);
    expect(again.updated_at >= first.updated_at).toBe(true);
    const own = await testApp.db.select({ id: carts.id }).from(carts).innerJoin(users, eq(users.id, carts.userId)).where(eq(users.externalId, brand.uid));
    expect(own).toHaveLength(1);
  });

  it('answers 404 USER.NOT_FOUND to a person who has not created an account yet', async () => {
    const stranger = await testApp.signUp();
    const response = await testApp.call({ method: 'POST', path: '/project/create_cart', as: stranger, body: { user_id: stranger.uid } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(apiError('USER.NOT_FOUND'));
  });

  it('gives a creator account a cart as well', async () => {
    const creatorPerson = await testApp.signUp();
    await insertAccount(testApp.db, creatorPerson, { type: 'creator' });
    cartOf(await testApp.call({ method: 'POST', path: '/project/create_cart', as: creatorPerson, body: { user_id: creatorPerson.uid } }), 201);
  });
});

describe('POST /project/get_creators_cart', () => {
  it('answers 404 CART.NOT_FOUND before the cart is created, and never creates one', async () => {
    const brand = await aBrand();
    const response = await testApp.call({ method: 'POST', path: '/project/get_creators_cart', as: brand, body: { user_id: brand.uid } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(apiError('CART.NOT_FOUND'));
    const again = await testApp.call({ method: 'POST', path: '/project/get_creators_cart', as: brand, body: { user_id: brand.uid } });
    expect(again.statusCode).toBe(404);
  });

  it('answers the cart with each creator card, in the order they were added', async () => {
    const brand = await aBrand();
    await setCreators(brand, { creator_id: bia.creatorId, feed: 1 });
    await setCreators(brand, { creator_id: ana.creatorId, stories: 3 });
    const cart = cartOf(await testApp.call({ method: 'POST', path: '/project/get_creators_cart', as: brand, body: { user_id: brand.uid } }));
    expect(cart.user_id).toBe(brand.uid);
    expect(cart.creators.map((each) => each.creator.name)).toEqual(['Bia Fitness', 'Ana Beleza']);
    expect(cart.creators[0]?.creator).toMatchObject({ id: bia.creatorId, slug: bia.slug, localization: 'SP', city: 'São Paulo' });
  });

  it('leaves out a creator who left the platform after being added', async () => {
    const brand = await aBrand();
    const leaving = await insertCreator(testApp.db, { name: 'Dora Saindo' });
    await setCreators(brand, [{ creator_id: leaving.creatorId, stories: 1 }, { creator_id: ana.creatorId, stories: 1 }]);
    await testApp.db.update(creators).set({ active: false }).where(eq(creators.id, leaving.creatorId));
    const cart = cartOf(await testApp.call({ method: 'POST', path: '/project/get_creators_cart', as: brand, body: { user_id: brand.uid } }));
    expect(cart.creators.map((each) => each.creator_id)).toEqual([ana.creatorId]);
  });
});

describe('POST /project/insert_creators_cart', () => {
  it('sets one delivery, creating the cart when there was none', async () => {
    const brand = await aBrand();
    const cart = cartOf(await setCreators(brand, { creator_id: ana.creatorId, stories: 2, tiktok: 1 }));
    expect(deliveries(cart)).toEqual([{ creator_id: ana.creatorId, stories: 2, feed: 0, tiktok: 1 }]);
    expect(cart.creators[0]?.creator.name).toBe('Ana Beleza');
  });

  it('replaces the delivery of a creator already in the cart, keeping its position', async () => {
    const brand = await aBrand();
    await setCreators(brand, { creator_id: ana.creatorId, stories: 1 });
    await setCreators(brand, { creator_id: bia.creatorId, feed: 1 });
    const cart = cartOf(await setCreators(brand, { creator_id: ana.creatorId, feed: 4 }));
    expect(deliveries(cart)).toEqual([
      { creator_id: ana.creatorId, stories: 0, feed: 4, tiktok: 0 },
      { creator_id: bia.creatorId, stories: 0, feed: 1, tiktok: 0 },
    ]);
  });

  it('replaces the whole cart with a list, the last delivery of a creator named twice winning where it first appeared', async () => {
    const brand = await aBrand();
    await setCreators(brand, { creator_id: caio.creatorId, stories: 5 });
    const cart = cartOf(
      await setCreators(brand, [
        { creator_id: bia.creatorId, stories: 1 },
        { creator_id: ana.creatorId, feed: 1 },
        { creator_id: bia.creatorId, tiktok: 2 },
      ]),
    );
    expect(deliveries(cart)).toEqual([
      { creator_id: bia.creatorId, stories: 0, feed: 0, tiktok: 2 },
      { creator_id: ana.creatorId, stories: 0, feed: 1, tiktok: 0 },
    ]);
    const reread = cartOf(await testApp.call({ method: 'POST', path: '/project/get_creators_cart', as: brand, body: { user_id: brand.uid } }));
    expect(deliveries(reread)).toEqual(deliveries(cart));
  });

  it('empties the cart with an empty list', async () => {
    const brand = await aBrand();
    await setCreators(brand, { creator_id: ana.creatorId, stories: 1 });
    expect(cartOf(await setCreators(brand, [])).creators).toEqual([]);
  });

  it('accepts its own user_id and answers the same as without it', async () => {
    const brand = await aBrand();
    const response = await testApp.call({
      method: 'POST',
      path: '/project/insert_creators_cart',
      as: brand,
      body: { user_id: brand.uid, creators: { creator_id: ana.creatorId, stories: 1 } },
    });
    expect(deliveries(cartOf(response))).toEqual([{ creator_id: ana.creatorId, stories: 1, feed: 0, tiktok: 0 }]);
  });
});
