import { CREATOR_PAGE_SIZE } from '@publi/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/query-rows.js';
import { seedCatalogue } from '../seed/seed-catalogue.js';
import { insertCreator } from '../test-support/insert-creator.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

let testApp: TestApp;
let activeCreators = 0;

beforeAll(async () => {
  testApp = await startTestApp();
  // Past the count cap, with many creators sharing a follower count, so ties need the id.
  await seedCatalogue(testApp.db, { creators: 1_100 });
  for (let i = 0; i < 30; i++) await insertCreator(testApp.db, { name: `Empate ${i}`, followers: 20_000, state: 'AC', city: 'Xapuri' });
  const [row] = await queryRows<{ total: number }>(testApp.db, sql`SELECT count(*)::integer AS total FROM creators WHERE active`);
  activeCreators = row?.total ?? 0;
});

afterAll(async () => {
  await testApp.close();
});

interface Page { total: number; total_is_capped: boolean; offset: number; creators: { id: number; followers: number }[] }

async function page(query: string, offset: number): Promise<Page> {
  const response = await testApp.call({ method: 'GET', path: `/account/creator/filter?${query}&offset=${offset}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Page }>().data;
}

async function allPages(query: string): Promise<{ id: number; followers: number }[]> {
  const seen: { id: number; followers: number }[] = [];
  for (let offset = 0; ; offset += CREATOR_PAGE_SIZE) {
    const { creators } = await page(query, offset);
    seen.push(...creators);
    if (creators.length < CREATOR_PAGE_SIZE) return seen;
  }
}

describe('paging', () => {
  it('walks every matching creator exactly once, biggest first and ties by id', async () => {
    const walked = await allPages('states=AC,RR,AP');
    const [expected] = await queryRows<{ ids: number[] }>(
      testApp.db,
      sql`SELECT array_agg(id ORDER BY followers DESC NULLS LAST, id DESC) AS ids FROM creators WHERE active AND state IN ('AC', 'RR', 'AP')`,
    );
    expect(walked.length).toBeGreaterThan(2 * CREATOR_PAGE_SIZE);
    expect(walked.map((creator) => creator.id)).toEqual(expected?.ids);
    expect(new Set(walked.map((creator) => creator.id)).size).toBe(walked.length);
  });

  it('keeps the order stable across calls', async () => {
    const first = await page('states=AC', 24);
    expect(await page('states=AC', 24)).toEqual(first);
  });

  it('answers an empty page past the end, with the same total', async () => {
    const result = await page('states=AC', 9_984);
    expect(result.creators).toEqual([]);
    expect(result.offset).toBe(9_984);
  });
});

describe('counts', () => {
  it('counts exactly up to 1,000, then says the total is capped', async () => {
    const broad = await testApp.call({ method: 'GET', path: '/account/creator/filter/count' });
    expect(broad.json()).toEqual({ data: { total: 1_000, total_is_capped: true } });
    const [ac] = await queryRows<{ total: number }>(testApp.db, sql`SELECT count(*)::integer AS total FROM creators WHERE active AND state = 'AC'`);
    const narrow = await testApp.call({ method: 'GET', path: '/account/creator/filter/count?states=AC' });
    expect(narrow.json()).toEqual({ data: { total: ac?.total, total_is_capped: false } });
    expect((await page('states=AC', 0)).total).toBe(ac?.total);
    expect((await page('', 0)).total_is_capped).toBe(true);
  });

  it('counts every active creator exactly', async () => {
    const response = await testApp.call({ method: 'GET', path: '/account/creator/count' });
    expect(response.json()).toEqual({ data: { total: activeCreators } });
    expect(activeCreators).toBeGreaterThan(1_000);
  });
});

describe('GET /account/creator/filter/price-range', () => {
  it('answers the lowest and highest price per format among the matches, ignoring formats not offered', async () => {
    const city = 'Vila das Tarifas';
    await insertCreator(testApp.db, { name: 'Preço Baixo', state: 'RO', city, priceStories: 5_000, priceFeed: 0, priceTiktok: 0 });
    await insertCreator(testApp.db, { name: 'Preço Alto', state: 'RO', city, priceStories: 90_000, priceFeed: 150_050, priceTiktok: 0 });
    await insertCreator(testApp.db, { name: 'Inativo Caro', state: 'RO', city, priceStories: 9_990_000, active: false });
    const response = await testApp.call({ method: 'GET', path: '/account/creator/filter/price-range?cities=vila%20das%20tarifas' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      data: { stories: { min: '50.00', max: '900.00' }, feed: { min: '1500.50', max: '1500.50' }, tiktok: { min: null, max: null } },
    });
  });

  it('applies the filters, as a search of the same filters would', async () => {
    const [ro] = await queryRows<Record<string, number | null>>(
      testApp.db,
      sql`SELECT min(price_stories) FILTER (WHERE price_stories > 0) AS smin, max(price_stories) FILTER (WHERE price_stories > 0) AS smax,
            min(price_tiktok) FILTER (WHERE price_tiktok > 0) AS tmin, max(price_tiktok) FILTER (WHERE price_tiktok > 0) AS tmax
          FROM creators WHERE active AND state = 'RO' AND followers >= 10000 AND followers < 100000`,
    );
    const reais = (centavos: number | null | undefined) => (centavos === null || centavos === undefined ? null : (centavos / 100).toFixed(2));
    const response = await testApp.call({ method: 'GET', path: '/account/creator/filter/price-range?states=RO&min_court_hearing=10000&max_court_hearing=100000' });
    expect(response.json<{ data: Record<string, unknown> }>().data).toMatchObject({
      stories: { min: reais(ro?.['smin']), max: reais(ro?.['smax']) },
      tiktok: { min: reais(ro?.['tmin']), max: reais(ro?.['tmax']) },
    });
  });

  it('gives the same range whichever strategy answers (few matches or many)', async () => {
    const [all] = await queryRows<Record<string, number>>(
      testApp.db,
      sql`SELECT min(price_stories) FILTER (WHERE price_stories > 0) AS smin, max(price_stories) AS smax FROM creators WHERE active`,
    );
    const response = await testApp.call({ method: 'GET', path: '/account/creator/filter/price-range' });
    expect(response.json<{ data: { stories: unknown } }>().data.stories).toEqual({
      min: ((all?.['smin'] ?? 0) / 100).toFixed(2),
      max: ((all?.['smax'] ?? 0) / 100).toFixed(2),
    });
  });

  it('answers nulls when nobody matches', async () => {
    const response = await testApp.call({ method: 'GET', path: '/account/creator/filter/price-range?cities=Cidade%20Inexistente' });
    expect(response.json()).toEqual({ data: { stories: { min: null, max: null }, feed: { min: null, max: null }, tiktok: { min: null, max: null } } });
  });
});
