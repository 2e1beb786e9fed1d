import { CACHE_TOPICS } from '../cache/cache-topics.js';
import type { ReadCache } from '../cache/read-cache.js';
import type { Queryable } from '../db/database.js';
import { countActiveCreators } from './count-active-creators.js';
import { countFilteredCreators, type CappedCount } from './count-filtered-creators.js';
import type { CreatorFilter } from './creator-filter.js';
import { creatorPriceRange, type CreatorPriceRange } from './creator-price-range.js';
import { pageIds } from './page-ids.js';
import { categorySuggestions, loadFoldedCategories, type CategorySuggestion, type FoldedCategory } from './typeahead/find-category-suggestions.js';
import { loadCatalogueHead, type CatalogueHead } from './typeahead/catalogue-head.js';
import { findCreatorSuggestions, type CreatorSuggestion } from './typeahead/find-creator-suggestions.js';

/**
 * Creator search over the denormalised `creators` table: the only entry to the search area's
 * SQL. Each query shape is its own module beside it (`page-ids.ts`, `count-*.ts`,
 * `creator-price-range.ts`, `typeahead/find-*.ts`, built from `creator-filter-sql.ts`,
 * `place-branches-sql.ts` and the one `AUDIENCE_ORDER`), so the strategies stay small and
 * each can be held to the plain query in `search-strategies.int.spec.ts`.
 */
export class SearchRepository {
  private readonly catalogueHead: () => Promise<CatalogueHead | null>;
  private readonly categories: () => Promise<FoldedCategory[]>;

  /** `cache` keeps the typeahead's copy of the biggest creators and the categories, each cleared by writes to its tables. */
  constructor(
    private readonly db: Queryable,
    cache: ReadCache,
  ) {
    this.catalogueHead = cache.keptOnly(CACHE_TOPICS.search, () => loadCatalogueHead(db));
    this.categories = cache.single(CACHE_TOPICS.categories, () => loadFoldedCategories(db));
  }

  /** The ids of one page of matches, biggest audience first. */
  pageIds(filter: CreatorFilter, offset: number): Promise<number[]> {
    return pageIds(this.db, filter, offset);
  }

  /** How many creators match, exact up to the cap. */
  count(filter: CreatorFilter): Promise<CappedCount> {
    return countFilteredCreators(this.db, filter);
  }

  /** Price bounds per format among the matches. */
  priceRange(filter: CreatorFilter): Promise<CreatorPriceRange> {
    return creatorPriceRange(this.db, filter);
  }

  /** How many active creators there are (the planner's estimate past 100,000). */
  countActive(): Promise<number> {
    return countActiveCreators(this.db);
  }

  /** The biggest creators whose card text contains the folded query. */
  async creatorSuggestions(foldedQuery: string, limit: number): Promise<CreatorSuggestion[]> {
    return findCreatorSuggestions(this.db, foldedQuery, limit, await this.catalogueHead());
  }

  /** Categories whose folded name contains the folded query. */
  async categorySuggestions(foldedQuery: string, limit: number): Promise<CategorySuggestion[]> {
    return categorySuggestions(await this.categories(), foldedQuery, limit);
  }
}
