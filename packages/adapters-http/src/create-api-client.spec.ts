import type { TokenStorePort } from '@publi/application';
import { ROUTES } from '@publi/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from './create-api-client.js';
import { startLocalJsonServer, type LocalJsonServer } from './local-json-server.builder.js';
import { requestApi } from './request-api.js';

class MemoryTokenStore implements TokenStorePort {
  constructor(public token: string | null) {}
  read(): string | null {
    return this.token;
  }
  save(token: string): void {
    this.token = token;
  }
  clear(): void {
    this.token = null;
  }
}

describe('createApiClient', () => {
  let server: LocalJsonServer;
  const authorizations: (string | undefined)[] = [];

  beforeAll(async () => {
    server = await startLocalJsonServer((request) => {
      authorizations.push(request.headers.authorization);
      if (request.url?.startsWith('/api/account/creator/count') === true) return { status: 200, body: JSON.stringify({ data: { total: 7 } }) };
      return { status: 200, body: JSON.stringify({ data: { wrong: 'shape' } }) };
    });
  });
  afterAll(() => server.close());

  it('sends the stored token as a bearer token, read on every request', async () => {
    const store = new MemoryTokenStore('first');
    const client = createApiClient({ baseURL: `${server.url}/api`, tokenStore: store });
    await requestApi(client, ROUTES.countCreators);
    store.save('second');
    await requestApi(client, ROUTES.countCreators);
    store.clear();
    await expect(requestApi(client, ROUTES.countCreators)).resolves.toEqual({ total: 7 });
    expect(authorizations.slice(-3)).toEqual(['Bearer first', 'Bearer second', undefined]);
  });

  it('writes list parameters as repeated keys, the form the contract reads', async () => {
    const client = createApiClient({ baseURL: `${server.url}/api`, tokenStore: new MemoryTokenStore(null) });
    await requestApi(client, ROUTES.countCreators, { query: { states: ['PE', 'SP'] } });
    expect(server.paths.at(-1)).toBe('/api/account/creator/count?states=PE&states=SP');
  });

  it('calls an answer of the wrong shape RESPONSE.INVALID_FORMAT', async () => {
    const client = createApiClient({ baseURL: `${server.url}/api`, tokenStore: new MemoryTokenStore(null) });
    await expect(requestApi(client, ROUTES.getHealth)).rejects.toMatchObject({ code: 'RESPONSE.INVALID_FORMAT' });
  });

  it('calls a server that does not answer NETWORK.UNREACHABLE', async () => {
    const closed = await startLocalJsonServer(() => ({ status: 200, body: '{}' }));
    await closed.close();
    const client = createApiClient({ baseURL: `${closed.url}/api`, tokenStore: new MemoryTokenStore(null) });
    await expect(requestApi(client, ROUTES.countCreators)).rejects.toMatchObject({ code: 'NETWORK.UNREACHABLE' });
  });
});
