import { creatorSearchParamsSchema, type CreatorSearchParamsWire } from '@publi/contract';
import { AUDIENCE_TIERS } from '@publi/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories } from '../db/schema.js';
import { insertCreator } from '../test-support/insert-creator.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

let testApp: TestApp;
const idOf = new Map<string, number>();
let moda = 0;
let humor = 0;
let pets = 0;

// Each creator's name says what a test expects of it; followers and engagement sit on the
// bounds the filters must honour (10,000 followers is Micro only; engagement bounds inclusive).
const CREATORS = [
  { name: 'Mini Nove Mil', followers: 9_999, engagementBp: 800, state: 'SP', city: 'São Paulo', categories: ['moda'] },
  { name: 'Micro Dez Mil', followers: 10_000, engagementBp: 500, state: 'PE', city: 'Recife', categories: ['humor'] },
  { name: 'Micro Topo', followers: 99_999, engagementBp: 300, state: 'PE', city: 'Olinda', categories: ['moda', 'pets'] },
  { name: 'Medio Cem Mil', followers: 100_000, engagementBp: 299, state: 'RJ', city: 'Rio de Janeiro', categories: ['pets'] },
  { name: 'Macro Meio Milhão', followers: 500_000, engagementBp: 150, state: 'SP', city: 'Campinas', categories: [] },
  { name: 'Abaixo do Mini', followers: 999, engagementBp: 1_200, state: 'AM', city: 'Manaus', categories: ['humor'] },
  { name: 'Inativa Recife', followers: 50_000, engagementBp: 500, state: 'PE', city: 'Recife', categories: ['moda'], active: false },
] as const;

beforeAll(async () => {
  testApp = await startTestApp();
  const inserted = await testApp.db
    .insert(categories)
    .values([
      { name: 'Moda', slug: 'moda' },
      { name: 'Humor', slug: 'humor' },
      { name: 'Pets', slug: 'pets' },
    ])
    .returning({ id: categories.id, slug: categories.slug });
  const category = (slug: string) => inserted.find((row) => row.slug === slug)?.id ?? 0;
  [moda, humor, pets] = [category('moda'), category('humor'), category('pets')];
  for (const creator of CREATORS) {
    const { creatorId } = await insertCreator(testApp.db, {
      name: creator.name,
      followers: creator.followers,
      engagementBp: creator.engagementBp,
      state: creator.state,
      city: creator.city,
      categoryIds: creator.categories.map(category),
      active: 'active' in creator ? creator.active : true,
    });
    idOf.set(creator.name, creatorId);
  }
});

afterAll(async () => {
  await testApp.close();
});

const NO_FILTERS: CreatorSearchParamsWire = creatorSearchParamsSchema.parse({});

interface Page { total: number; total_is_capped: boolean; offset: number; page_size: number; creators: { id: number; name: string }[] }

async function search(params: Partial<CreatorSearchParamsWire>, extra: Record<string, unknown> = {}): Promise<string[]> {
  const response = await testApp.call({ method: 'POST', path: '/account/creator/filter', body: { params: { ...NO_FILTERS, ...params }, ...extra } });
  expect(response.statusCode, response.body).toBe(200);
  const page = response.json<{ data: Page }>().data;
  expect(page.total).toBe(page.creators.length);
  return page.creators.map((creator) => creator.name);
}

const tier = (key: string) => {
  const found = AUDIENCE_TIERS.find((candidate) => candidate.key === key);
  return { min_court_hearing: found?.min ?? null, max_court_hearing: found?.max ?? null };
};

describe('POST /account/creator/filter', () => {
  it('finds every active creator, biggest audience first, and never an inactive one', async () => {
    expect(await search({})).toEqual(['Macro Meio Milhão', 'Medio Cem Mil', 'Micro Topo', 'Micro Dez Mil', 'Mini Nove Mil', 'Abaixo do Mini']);
  });

  it('puts a creator on a tier boundary in exactly one tier (min inclusive, max exclusive)', async () => {
    expect(await search(tier('mini'))).toEqual(['Mini Nove Mil']);
    expect(await search(tier('micro'))).toEqual(['Micro Topo', 'Micro Dez Mil']);
    expect(await search(tier('medio'))).toEqual(['Medio Cem Mil']);
    expect(await search(tier('macro'))).toEqual(['Macro Meio Milhão']);
    expect(await search({ min_court_hearing: 500_000 })).toEqual(['Macro Meio Milhão']);
    expect(await search({ max_court_hearing: 1_000 })).toEqual(['Abaixo do Mini']);
  });

  it('filters engagement in percent with both bounds inclusive, to the basis point', async () => {
    expect(await search({ min_engagement: 3, max_engagement: 5 })).toEqual(['Micro Topo', 'Micro Dez Mil']);
    expect(await search({ min_engagement: 2.99, max_engagement: 2.99 })).toEqual(['Medio Cem Mil']);
    expect(await search({ min_engagement: 8 })).toEqual(['Mini Nove Mil', 'Abaixo do Mini']);
    expect(await search({ max_engagement: 1.5 })).toEqual(['Macro Meio Milhão']);
    expect(await search({ min_engagement: 0, max_engagement: 100 })).toHaveLength(6);
  });

  it('finds creators in any chosen state OR any chosen city, ignoring accents and case', async () => {
    expect(await search({ states: ['SP'] })).toEqual(['Macro Meio Milhão', 'Mini Nove Mil']);
    expect(await search({ cities: ['Recife'] })).toEqual(['Micro Dez Mil']);
    expect(await search({ states: ['SP'], cities: ['recife'] })).toEqual(['Macro Meio Milhão', 'Micro Dez Mil', 'Mini Nove Mil']);
    expect(await search({ cities: ['SAO PAULO', 'rio de janeiro'] })).toEqual(['Medio Cem Mil', 'Mini Nove Mil']);
    expect(await search({ states: ['PE', 'RJ'] })).toEqual(['Medio Cem Mil', 'Micro Topo', 'Micro Dez Mil']);
  });

  it('finds creators with any of the chosen categories', async () => {
    expect(await search({ categories_ids: [moda] })).toEqual(['Micro Topo', 'Mini Nove Mil']);
    expect(await search({ categories_ids: [humor, pets] })).toEqual(['Medio Cem Mil', 'Micro Topo', 'Micro Dez Mil', 'Abaixo do Mini']);
    expect(await search({ categories_ids: [999_999] })).toEqual([]);
  });

  it('combines different filters with AND', async () => {
    expect(await search({ ...tier('micro'), states: ['PE'], categories_ids: [moda] })).toEqual(['Micro Topo']);
    expect(await search({ ...tier('micro'), min_engagement: 4, cities: ['Recife', 'Olinda'] })).toEqual(['Micro Dez Mil']);
    expect(await search({ ...tier('macro'), categories_ids: [moda] })).toEqual([]);
  });

  it('restricts the search to the given ids; an empty list restricts nothing', async () => {
    const ids = [idOf.get('Micro Topo'), idOf.get('Abaixo do Mini'), idOf.get('Inativa Recife')];
    expect(await search({}, { ids })).toEqual(['Micro Topo', 'Abaixo do Mini']);
    expect(await search({ states: ['AM'] }, { ids })).toEqual(['Abaixo do Mini']);
    expect(await search({}, { ids: [] })).toHaveLength(6);
  });

  it('answers the same through GET with the filters in the query string', async () => {
    const response = await testApp.call({ method: 'GET', path: '/account/creator/filter?states=PE,RJ&min_court_hearing=10000&max_court_hearing=100000' });
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<{ data: Page }>().data;
    expect(page.creators.map((creator) => creator.name)).toEqual(['Micro Topo', 'Micro Dez Mil']);
    expect(page).toMatchObject({ total: 2, total_is_capped: false, offset: 0, page_size: 24 });
    const repeated = await testApp.call({ method: 'GET', path: '/account/creator/filter?cities=Recife&cities=S%C3%A3o%20Paulo' });
    expect(repeated.json<{ data: Page }>().data.creators.map((creator) => creator.name)).toEqual(['Micro Dez Mil', 'Mini Nove Mil']);
  });

  it('answers full cards: prices as decimal strings, engagement in percent, categories by name', async () => {
    const response = await testApp.call({ method: 'POST', path: '/account/creator/filter', body: { params: { ...NO_FILTERS, ...tier('micro'), states: ['PE'], categories_ids: [moda] } } });
    const [card] = response.json<{ data: { creators: Record<string, unknown>[] } }>().data.creators;
    expect(card).toMatchObject({
      id: idOf.get('Micro Topo'),
      name: 'Micro Topo',
      localization: 'PE',
      city: 'Olinda',
      followers: 99_999,
      engagement: 3,
      prices: { stories: '200.00', feed: '500.00', tiktok: '0.00' },
    });
    expect(card?.['categories']).toEqual(expect.arrayContaining([{ id: moda, name: 'Moda' }, { id: pets, name: 'Pets' }]));
  });
});
