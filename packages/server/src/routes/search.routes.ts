import { ROUTES, type CreatorSearchResultWire } from '@publi/contract';
import { perObject } from '../cache/per-object.js';
import { unchanging } from '../cache/unchanging.js';
import type { CreatorFilter } from '../search/creator-filter.js';
import { HotSearchReads } from '../search/hot-search-reads.js';
import { creatorFilterFromParams } from '../search/search-from-wire.js';
import { SearchService, type CreatorSearchPage, type TypeaheadResult } from '../search/search.service.js';
import { toTypeaheadWire } from '../search/to-search-typeahead-wire.js';
import { toCappedCountWire, toPriceRangeWire, toSearchPageWire } from '../search/to-search-wire.js';
import type { AreaRoutes } from './area-routes.js';

/**
 * Creator search: pages of results (filters in a JSON body or in the query string), capped
 * counts, price ranges, the number of active creators and the overlay's typeahead. Public,
 * so a brand can look before signing up. The contract has already refused bad input
 * (swapped or negative bounds, unknown fields) with a 400 before a handler runs. First pages,
 * the count of active creators and the typeahead come from the replica's cache.
 */
export const registerSearchRoutes: AreaRoutes = (route, { db, cache }) => {
  const search = new SearchService({ db, cache });
  const hot = new HotSearchReads(search, cache);

  // Per cached page, so a first page from the cache is the same answer object on every hit.
  const firstPageWire = perObject((result: CreatorSearchPage) => unchanging(toSearchPageWire(result, 0)));
  const page = async (filter: CreatorFilter, offset: number): Promise<CreatorSearchResultWire> => {
    const result = await hot.page(filter, offset);
    return offset === 0 ? firstPageWire(result) : toSearchPageWire(result, offset);
  };

  // An empty `ids` list restricts nothing, as an absent one: the query string cannot tell
  // them apart, and a client sending `ids: []` means "no selection", not "find nobody".
  route(ROUTES.filterCreators, ({ body }) => {
    const ids = body.ids && body.ids.length > 0 ? body.ids : null;
    return page(creatorFilterFromParams(body.params, ids), body.offset);
  });

  route(ROUTES.filterCreatorsByQuery, ({ query }) => {
    const { ids, offset, ...params } = query;
    return page(creatorFilterFromParams(params, ids.length > 0 ? ids : null), offset);
  });

  route(ROUTES.countFilteredCreators, async ({ query }) => toCappedCountWire(await search.count(creatorFilterFromParams(query))));

  route(ROUTES.getFilteredPriceRange, async ({ query }) => toPriceRangeWire(await search.priceRange(creatorFilterFromParams(query))));

  route(ROUTES.countCreators, async () => ({ total: await hot.countActive() }));

  // Per cached answer, as first pages: the same suggestions are the same answer object.
  const typeaheadWire = perObject((result: TypeaheadResult) => unchanging(toTypeaheadWire(result)));
  route(ROUTES.searchCreatorsTypeahead, async ({ query }) => typeaheadWire(await hot.typeahead(query.q, query.limit)));
};
