import { insertCreator, startTestApp } from '@publi/server/testing';
import { describe, expect, it } from 'vitest';
import { AxiosCartAdapter } from './axios-cart.adapter.js';
import { createApiClient } from './create-api-client.js';
import { rejectionOf, SwitchableTokenStore, useLiveApi } from './live-api.builder.js';
import { startLocalJsonServer } from './local-json-server.builder.js';

const api = useLiveApi(startTestApp);
const carts = new AxiosCartAdapter(api.client);
const aBrand = () => api.signUpAccount('brand', 'Marca');

describe('AxiosCartAdapter against the server', () => {
  it('creates, fills, replaces and reads a cart in domain names', async () => {
    const brand = await aBrand();
    const [ana, bia] = await Promise.all([insertCreator(api.testApp.db), insertCreator(api.testApp.db)]);
    expect(await carts.create(brand.uid)).toEqual({ userId: brand.uid, creators: [] });

    const one = await carts.setDelivery({ creatorId: ana.creatorId, stories: 2, feed: 0, tiktok: 1 });
    expect(one.creators).toEqual([{ creatorId: ana.creatorId, stories: 2, feed: 0, tiktok: 1 }]);

    const replaced = await carts.replace([
      { creatorId: bia.creatorId, stories: 0, feed: 1, tiktok: 0 },
      { creatorId: ana.creatorId, stories: 1, feed: 1, tiktok: 1 },
    ]);
    expect(replaced.creators.map((delivery) => delivery.creatorId)).toEqual([bia.creatorId, ana.creatorId]);
    expect(await carts.get(brand.uid)).toEqual(replaced);
  });

  it('answers CART.NOT_FOUND before the cart exists', async () => {
    const brand = await aBrand();
    await expect(carts.get(brand.uid)).rejects.toMatchObject({ code: 'CART.NOT_FOUND', message: 'Carrinho não encontrado.' });
  });

  it("answers CART.USER_ID_REQUIRED with its field for a blank user_id, and the 403 of someone else's", async () => {
    const brand = await aBrand();
    const error = await rejectionOf(carts.create(' '));
    expect(error).toMatchObject({ code: 'CART.USER_ID_REQUIRED', fields: { user_id: expect.any(String) as unknown } });
    const other = await api.testApp.signUp();
    await expect(carts.create(other.uid)).rejects.toMatchObject({ code: 'USER.EXTERNAL_ID_MISMATCH' });
    expect(brand.uid).not.toBe(other.uid);
  });

  it('answers CART.CREATOR_NOT_FOUND for an unknown creator and AUTH.TOKEN_MISSING without a token', async () => {
    const brand = await aBrand();
    await carts.create(brand.uid);
    await expect(carts.setDelivery({ creatorId: 2_000_000, stories: 1, feed: 0, tiktok: 0 })).rejects.toMatchObject({ code: 'CART.CREATOR_NOT_FOUND' });
    api.tokens.actAs(null);
    await expect(carts.get(brand.uid)).rejects.toMatchObject({ code: 'AUTH.TOKEN_MISSING' });
  });
});

describe('AxiosCartAdapter against a server answering the wrong shape', () => {
  it('throws RESPONSE.INVALID_FORMAT instead of handing a broken cart on (SPEC section 8)', async () => {
    const wrong = await startLocalJsonServer(() => ({ status: 201, body: JSON.stringify({ data: { user_id: 42, items: [] } }) }));
    try {
      const adapter = new AxiosCartAdapter(createApiClient({ baseURL: `${wrong.url}/api`, tokenStore: new SwitchableTokenStore() }));
      await expect(adapter.create('uid-1')).rejects.toMatchObject({ code: 'RESPONSE.INVALID_FORMAT', message: 'Formato de resposta inválido do servidor.' });
    } finally {
      await wrong.close();
    }
  });

  it('throws RESPONSE.EMPTY for an empty answer', async () => {
    const empty = await startLocalJsonServer(() => ({ status: 200, body: '' }));
    try {
      const adapter = new AxiosCartAdapter(createApiClient({ baseURL: `${empty.url}/api`, tokenStore: new SwitchableTokenStore() }));
      await expect(adapter.get('uid-1')).rejects.toMatchObject({ code: 'RESPONSE.EMPTY' });
    } finally {
      await empty.close();
    }
  });
});
