import { API_ERRORS, SWAPPED_BOUNDS_MESSAGES } from '@publi/contract';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/query-rows.js';
import { insertCreator } from '../test-support/insert-creator.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp();
  await insertCreator(testApp.db, { name: 'Ana Recife', city: 'Recife', state: 'PE', followers: 30_000 });
  await insertCreator(testApp.db, { name: 'Bia Santos', city: 'Santos', state: 'SP', followers: 12_000 });
});

afterAll(async () => {
  await testApp.close();
});

const filter = (body: unknown) => testApp.call({ method: 'POST', path: '/account/creator/filter', body });
const get = (path: string) => testApp.call({ method: 'GET', path });

function expectInvalid(response: LightMyRequestResponse, field: string, message?: string): void {
  expect(response.statusCode, response.body).toBe(400);
  const { error } = response.json<{ error: { code: string; message: string; fields?: Record<string, string> } }>();
  expect(error).toMatchObject({ code: 'REQUEST.INVALID', message: API_ERRORS['REQUEST.INVALID'].message });
  expect(error.fields?.[field], JSON.stringify(error.fields)).toEqual(message ?? expect.any(String));
}

const names = (response: LightMyRequestResponse) => response.json<{ data: { creators: { name: string }[] } }>().data.creators.map((c) => c.name);

describe('creator search input', () => {
  it('refuses swapped audience and engagement bounds at the min field, in pt-BR', async () => {
    expectInvalid(await filter({ params: { min_court_hearing: 100_000, max_court_hearing: 10_000 } }), 'params.min_court_hearing', SWAPPED_BOUNDS_MESSAGES.audience);
    expectInvalid(await filter({ params: { min_engagement: 9, max_engagement: 2 } }), 'params.min_engagement', SWAPPED_BOUNDS_MESSAGES.engagement);
    expectInvalid(await get('/account/creator/filter/count?min_court_hearing=5000&max_court_hearing=10'), 'min_court_hearing', SWAPPED_BOUNDS_MESSAGES.audience);
    expectInvalid(await get('/account/creator/filter/price-range?min_engagement=50&max_engagement=10'), 'min_engagement', SWAPPED_BOUNDS_MESSAGES.engagement);
    expectInvalid(await get('/account/creator/filter?min_engagement=50&max_engagement=10'), 'min_engagement', SWAPPED_BOUNDS_MESSAGES.engagement);
  });

  it('refuses negative, fractional or out-of-range bounds and offsets', async () => {
    expectInvalid(await filter({ params: { min_court_hearing: -1 } }), 'params.min_court_hearing');
    expectInvalid(await filter({ params: { max_court_hearing: 10.5 } }), 'params.max_court_hearing');
    expectInvalid(await filter({ params: { max_engagement: 101 } }), 'params.max_engagement');
    expectInvalid(await filter({ params: { min_engagement: -0.5 } }), 'params.min_engagement');
    expectInvalid(await filter({ params: {}, offset: -24 }), 'offset');
    expectInvalid(await filter({ params: {}, offset: 10_001 }), 'offset');
    expectInvalid(await get('/account/creator/filter?offset=abc'), 'offset');
    expectInvalid(await get('/account/creator/filter/count?min_court_hearing=1e3'), 'min_court_hearing');
  });

  it('refuses wrong types, unknown fields and unknown states', async () => {
    expectInvalid(await filter({ params: { states: 'PE' } }), 'params.states');
    expectInvalid(await filter({ params: { states: ['XX'] } }), 'params.states.0');
    expectInvalid(await filter({ params: { categories_ids: ['1'] } }), 'params.categories_ids.0');
    expectInvalid(await filter({ params: { cities: [42] } }), 'params.cities.0');
    expectInvalid(await filter({ params: {}, ids: [0] }), 'ids.0');
    expectInvalid(await filter({ params: {}, sort: 'name' }), 'sort');
    expectInvalid(await filter({ params: { order_by: 'followers' } }), 'params.order_by');
    expectInvalid(await get('/account/creator/filter/count?states=PE&debug=1'), 'debug');
  });

  it('refuses a body without params, or with params that are not an object', async () => {
    expectInvalid(await filter({}), 'params');
    expectInvalid(await filter({ params: null }), 'params');
    expectInvalid(await filter({ params: 'states=PE' }), 'params');
    // A body that is not an object has no field to point at: the message is the whole answer.
    const notAnObject = await filter([]);
    expect(notAnObject.statusCode).toBe(400);
    expect(notAnObject.json()).toMatchObject({ error: { code: 'REQUEST.INVALID' } });
  });

  it('answers malformed JSON with 400 and the error body', async () => {
    const response = await testApp.call({ method: 'POST', path: '/account/creator/filter', body: '{"params": {', headers: { 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { code: string } }>().error.code).toBe('REQUEST.MALFORMED_JSON');
  });

  it('treats injection strings as plain text that matches nothing', async () => {
    for (const city of ["' OR 1=1 --", "Recife'); DROP TABLE creators; --", '%', '_']) {
      const response = await filter({ params: { cities: [city] } });
      expect(response.statusCode, `${city}: ${response.body}`).toBe(200);
      expect(names(response), city).toEqual([]);
    }
    // The NUL character, which PostgreSQL cannot hold, is refused in every text of every request (validateRequest).
    const nul = await filter({ params: { cities: ['Recife\u0000'] } });
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toMatchObject({ error: { code: 'REQUEST.INVALID', fields: { 'params.cities.0': expect.stringContaining('caractere nulo') as unknown } } });
    const counted = await get(`/account/creator/filter/count?cities=${encodeURIComponent("x' OR '1'='1")}`);
    expect(counted.json()).toEqual({ data: { total: 0, total_is_capped: false } });
    const [row] = await queryRows<{ total: number }>(testApp.db, sql`SELECT count(*)::integer AS total FROM creators`);
    expect(row?.total).toBe(2);
    expect(names(await filter({ params: { cities: ['recife'] } }))).toEqual(['Ana Recife']);
  });

  it('takes a state sigla in any case, as the contract reads it', async () => {
    expect(names(await filter({ params: { states: ['sp'] } }))).toEqual(['Bia Santos']);
  });
});
