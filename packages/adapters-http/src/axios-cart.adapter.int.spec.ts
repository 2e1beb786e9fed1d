import { cartPortSuite } from '@publi/application/testing';
import { startTestApp } from '@publi/server/testing';
import { describe, expect, it } from 'vitest';
import { AxiosCartAdapter } from './axios-cart.adapter.js';
import { createApiClient } from './create-api-client.js';
import { SwitchableTokenStore, useLiveApi } from './live-api.builder.js';
import { livePeople } from './live-port-world.builder.js';
import { startLocalJsonServer } from './local-json-server.builder.js';

const api = useLiveApi(startTestApp);
const carts = new AxiosCartAdapter(api.client);
// The cart's scenarios are the port suite's, the same the in-memory adapter passes; this file
// adds what only HTTP has: answers of the wrong shape.
cartPortSuite(() => ({ ...livePeople(api), carts }));

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
