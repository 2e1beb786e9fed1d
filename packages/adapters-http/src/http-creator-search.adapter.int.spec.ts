import { emptySearchFilters, toSearchParams, type CreatorSearchParams } from '@publi/domain';
import { insertCreator, startTestApp, type InsertedCreator } from '@publi/server/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { HttpCreatorSearchAdapter } from './http-creator-search.adapter.js';
import { rejectionOf, useLiveApi } from './live-api.builder.js';

const api = useLiveApi(startTestApp);
const search = new HttpCreatorSearchAdapter(api.read);
let recife: InsertedCreator;
let saoPaulo: InsertedCreator;

const NO_FILTERS: CreatorSearchParams = toSearchParams(emptySearchFilters());

beforeAll(async () => {
  recife = await insertCreator(api.testApp.db, { name: 'Joana Recifense', state: 'PE', city: 'Recife', followers: 12_000, priceStories: 15_000 });
  saoPaulo = await insertCreator(api.testApp.db, { name: 'Paula Paulista', state: 'SP', city: 'São Paulo', followers: 500_000, priceStories: 90_000 });
});

describe('HttpCreatorSearchAdapter against the server', () => {
  it('pages the search with filters, in domain names', async () => {
    const page = await search.searchPage({ ...NO_FILTERS, states: ['PE'] });
    expect(page).toMatchObject({ offset: 0, pageSize: 24, total: 1, totalIsCapped: false });
    expect(page.creators.map((creator) => creator.id)).toEqual([recife.creatorId]);
    expect(page.creators[0]).toMatchObject({ name: 'Joana Recifense', localization: 'PE', city: 'Recife', followers: 12_000 });
    expect(Array.isArray(page.creators[0]?.socialNetworks)).toBe(true);

    const onlyIds = await search.searchPage(NO_FILTERS, { ids: [saoPaulo.creatorId], offset: 0 });
    expect(onlyIds.creators.map((creator) => creator.id)).toEqual([saoPaulo.creatorId]);
  });

  it('counts, ranges prices and counts the catalogue through the query-string routes', async () => {
    expect(await search.count({ ...NO_FILTERS, states: ['PE', 'SP'] })).toEqual({ total: 2, totalIsCapped: false });
    expect(await search.count({ ...NO_FILTERS, audienceMin: 100_000 })).toEqual({ total: 1, totalIsCapped: false });
    const range = await search.priceRange({ ...NO_FILTERS, cities: ['Recife', 'São Paulo'] });
    expect(range.stories).toEqual({ min: 15_000, max: 90_000 });
    expect(await search.catalogueCount()).toBe(2);
  });

  it('suggests creators while typing', async () => {
    const result = await search.typeahead('Joana', 3);
    expect(result.creators.map((creator) => creator.id)).toContain(recife.creatorId);
    expect(result.creators[0]).toHaveProperty('primaryValue');
    expect(Array.isArray(result.locales)).toBe(true);
    expect((await search.typeahead('Pernambuco')).locales).toContainEqual({ name: 'Pernambuco', kind: 'state', state: 'PE' });
    expect((await search.typeahead('Recife')).locales).toContainEqual({ name: 'Recife', kind: 'city', state: 'PE' });
  });

  it('hands the swapped-bounds message on at its field, for the body and the query forms', async () => {
    const swapped = { ...NO_FILTERS, audienceMin: 10, audienceMax: 1 };
    expect(await rejectionOf(search.searchPage(swapped))).toMatchObject({
      code: 'REQUEST.INVALID',
      fields: { 'params.min_court_hearing': 'O mínimo de seguidores não pode ser maior que o máximo.' },
    });
    expect(await rejectionOf(search.count(swapped))).toMatchObject({
      code: 'REQUEST.INVALID',
      fields: { min_court_hearing: 'O mínimo de seguidores não pode ser maior que o máximo.' },
    });
    await expect(search.typeahead(' ')).rejects.toMatchObject({ code: 'REQUEST.INVALID', fields: { q: expect.any(String) as unknown } });
  });
});
