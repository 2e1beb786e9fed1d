import { emptySearchFilters, toSearchParams, type CreatorSearchParams } from '@publi/domain';
import { creatorSearchPortSuite } from '@publi/application/testing';
import { insertCreator, startTestApp } from '@publi/server/testing';
import { describe, expect, it } from 'vitest';
import { HttpCreatorSearchAdapter } from './http-creator-search.adapter.js';
import { rejectionOf, useLiveApi } from './live-api.builder.js';

const api = useLiveApi(startTestApp);
const search = new HttpCreatorSearchAdapter(api.read);
const NO_FILTERS: CreatorSearchParams = toSearchParams(emptySearchFilters());

// The search's scenarios are the port suite's, which the in-memory adapter passes too; below,
// what only the wire has: the field paths of its two request forms.
creatorSearchPortSuite(() => ({
  search,
  addCreators: async (creators) => {
    const inserted = await Promise.all(creators.map(({ name, state, city, followers, priceStories }) => insertCreator(api.testApp.db, { name, state, city, followers, priceStories })));
    return inserted.map((creator) => creator.creatorId);
  },
}));

describe('HttpCreatorSearchAdapter against the server', () => {
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
