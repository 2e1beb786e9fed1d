import type { ReadCache } from '../cache/read-cache.js';
import { CACHE_TOPICS } from '../cache/cache-topics.js';
import type { CreatorFilter } from './creator-filter.js';
import { typeaheadText, type CreatorSearchPage, type SearchService, type TypeaheadResult } from './search.service.js';

/**
 * First pages kept per replica. Almost every visit opens the search on its first page, with
 * no filter or one of a few popular ones; deeper pages and rare filters are spread too thin to
 * be worth memory. 64 pages of 24 cards are well under a megabyte.
 */
const FIRST_PAGES_KEPT = 64;

/**
 * Typeahead answers kept per replica. Everyone typing a name passes through the same short
 * prefixes ("a", "an", "ana"), and popular names and places repeat across visitors, so a few
 * hundred answers (a couple of KB each) serve most keystrokes.
 */
const TYPEAHEAD_ANSWERS_KEPT = 512;

/**
 * The searches nearly every visit makes, answered from the replica's cache: the first page of
 * a filter (offset 0), the count of active creators the landing page shows, and the overlay's
 * typeahead (by the text it matches, so "Ana " and "ana" are one answer). Any write to
 * creators, their networks or categories clears them on every replica (topic `search`);
 * everything else goes to {@link SearchService} as it is.
 */
export class HotSearchReads {
  private readonly firstPage: (filter: CreatorFilter) => Promise<CreatorSearchPage>;
  readonly countActive: () => Promise<number>;
  private readonly suggestions: (asked: { readonly text: string; readonly limit: number }) => Promise<TypeaheadResult>;

  constructor(
    private readonly search: SearchService,
    cache: ReadCache,
  ) {
    this.firstPage = cache.keyed(CACHE_TOPICS.search, (filter: CreatorFilter) => search.page(filter, 0), {
      maxEntries: FIRST_PAGES_KEPT,
      // The filter is built field by field in one order (`creatorFilterFromParams`, `search-from-wire.ts`), so equal filters give equal JSON.
      keyOf: (filter) => JSON.stringify(filter),
    });
    this.countActive = cache.single(CACHE_TOPICS.search, () => search.countActive());
    // Topic `search` covers creators and their networks, and a change of categories clears it too.
    this.suggestions = cache.keyed(CACHE_TOPICS.search, ({ text, limit }) => search.typeahead(text, limit), {
      maxEntries: TYPEAHEAD_ANSWERS_KEPT,
      keyOf: ({ text, limit }) => `${String(limit)} ${text}`,
    });
  }

  /** The typeahead's creators, places and categories for `query`, up to `limit` of each. */
  typeahead(query: string, limit: number): Promise<TypeaheadResult> {
    return this.suggestions({ text: typeaheadText(query), limit });
  }

  /** A page of cards from `offset` and the capped total; the first page from the cache. */
  page(filter: CreatorFilter, offset: number): Promise<CreatorSearchPage> {
    return offset === 0 ? this.firstPage(filter) : this.search.page(filter, offset);
  }
}
