import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SwitchableTokenStore } from '../live-api.builder.js';
import { startLocalJsonServer, type LocalAnswer, type LocalJsonServer } from '../local-json-server.builder.js';
import { createFetchPublicReader, queryString } from './fetch-public-reader.js';

describe('createFetchPublicReader', () => {
  let server: LocalJsonServer;
  let next: LocalAnswer = { status: 200, body: '' };
  const seen: { method?: string; authorization?: string; body: string }[] = [];

  beforeAll(async () => {
    server = await startLocalJsonServer((request) => {
      const record: { method?: string; authorization?: string; body: string } = { body: '' };
      if (request.method !== undefined) record.method = request.method;
      if (request.headers.authorization !== undefined) record.authorization = request.headers.authorization;
      seen.push(record);
      request.on('data', (chunk: Buffer) => (record.body += chunk.toString()));
      return next;
    });
  });
  afterAll(() => server.close());

  const tokens = new SwitchableTokenStore();
  const read = () => createFetchPublicReader({ baseURL: `${server.url}/api/`, tokenStore: tokens });

  it("answers the route's data, sending the token only when there is one", async () => {
    next = { status: 200, body: JSON.stringify({ data: { total: 7 } }) };
    expect(await read()('countCreators')).toEqual({ total: 7 });
    expect(server.paths.at(-1)).toBe('/api/account/creator/count');
    expect(seen.at(-1)?.authorization).toBeUndefined();
    tokens.save('token-1');
    await read()('countFilteredCreators', { query: { states: ['PE', 'SP'], city: null, min_court_hearing: 10 } });
    expect(server.paths.at(-1)).toBe('/api/account/creator/filter/count?states=PE&states=SP&min_court_hearing=10');
    expect(seen.at(-1)?.authorization).toBe('Bearer token-1');
    tokens.clear();
  });

  it('posts a body as JSON', async () => {
    next = { status: 200, body: JSON.stringify({ data: { creators: [] } }) };
    await read()('filterCreators', { body: { params: { states: ['PE'] }, offset: 24 } });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(seen.at(-1)).toMatchObject({ method: 'POST', body: JSON.stringify({ params: { states: ['PE'] }, offset: 24 }) });
  });

  it("raises the server's error body with its message and fields", async () => {
    next = { status: 400, body: JSON.stringify({ error: { code: 'REQUEST.INVALID', message: 'Confira os campos.', fields: { q: 'Digite algo.' } } }) };
    await expect(read()('searchCreatorsTypeahead', { query: { q: ' ' } })).rejects.toMatchObject({ code: 'REQUEST.INVALID', message: 'Confira os campos.', fields: { q: 'Digite algo.' } });
  });

  it('calls an empty answer RESPONSE.EMPTY, a wrong one RESPONSE.INVALID_FORMAT and a proxy page SERVER.ERROR (SPEC section 8)', async () => {
    next = { status: 200, body: '' };
    await expect(read()('listBadges')).rejects.toMatchObject({ code: 'RESPONSE.EMPTY' });
    next = { status: 200, body: JSON.stringify({ total: 7 }) };
    await expect(read()('listBadges')).rejects.toMatchObject({ code: 'RESPONSE.INVALID_FORMAT', message: 'Formato de resposta inválido do servidor.' });
    next = { status: 502, body: '<html>Bad Gateway</html>' };
    await expect(read()('listBadges')).rejects.toMatchObject({ code: 'SERVER.ERROR' });
  });

  it('calls a server that does not answer NETWORK.UNREACHABLE', async () => {
    const gone = createFetchPublicReader({ baseURL: 'http://127.0.0.1:1/api', tokenStore: tokens });
    await expect(gone('countCreators')).rejects.toMatchObject({ code: 'NETWORK.UNREACHABLE' });
  });
});

describe('queryString', () => {
  it('writes lists as repeated keys and leaves null and undefined out', () => {
    expect(queryString({ states: ['PE', 'SP'], q: 'ana lima', limit: 5, city: null, gone: undefined })).toBe('?states=PE&states=SP&q=ana+lima&limit=5');
    expect(queryString({})).toBe('');
  });
});
