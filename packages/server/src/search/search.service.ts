import { foldText } from '@publi/domain';
import { BRAZIL_STATES } from '@publi/domain/brazil-states';
import type { CreatorCard } from '../creators/creator-card.js';
import { CreatorsRepository } from '../creators/creators.repository.js';
import { CACHE_TOPICS } from '../cache/cache-topics.js';
import type { ReadCache } from '../cache/read-cache.js';
import type { Queryable } from '../db/database.js';
import type { CreatorFilter } from './creator-filter.js';
import type { CappedCount, CreatorPriceRange } from './search-results.js';
import { SearchTypeaheadRepository } from './search-typeahead.repository.js';
import { SearchRepository } from './search.repository.js';
import type { CatalogueHead } from './typeahead/catalogue-head.js';
import { categorySuggestions, type CategorySuggestion, type FoldedCategory } from './typeahead/category-suggestions.js';
import type { CreatorSuggestion } from './typeahead/creator-suggestion.js';
import { LocaleIndex, type LocaleSuggestion } from './typeahead/locale-index.js';

/** One page of a creator search and how many creators the filter finds (capped). */
export interface CreatorSearchPage extends CappedCount {
  readonly creators: CreatorCard[];
}

/** The search overlay's three groups for one query. */
export interface TypeaheadResult {
  readonly creators: CreatorSuggestion[];
  readonly locales: LocaleSuggestion[];
  readonly categories: CategorySuggestion[];
}

/** What the search reads through: the database, and the replica's cache for what the typeahead keeps. */
export interface SearchDeps {
  readonly db: Queryable;
  /** Keeps the typeahead's copy of the biggest creators and the categories, each cleared by writes to its tables. */
  readonly cache: ReadCache;
}

let locales: LocaleIndex | undefined;

/**
 * Creator search for the public routes and the benchmark: pages with their capped count,
 * counts, price ranges, the catalogue's size and the overlay's typeahead. Public, so it has
 * no authorization; the filter arrives validated and in the server's terms.
 */
export class SearchService {
  private readonly search: SearchRepository;
  private readonly typeaheads: SearchTypeaheadRepository;
  private readonly creators: CreatorsRepository;
  private readonly catalogueHead: () => Promise<CatalogueHead | null>;
  private readonly categories: () => Promise<FoldedCategory[]>;

  constructor({ db, cache }: SearchDeps) {
    this.search = new SearchRepository(db);
    this.typeaheads = new SearchTypeaheadRepository(db);
    this.creators = new CreatorsRepository(db);
    this.catalogueHead = cache.keptOnly(CACHE_TOPICS.search, () => this.typeaheads.catalogueHead());
    this.categories = cache.single(CACHE_TOPICS.categories, () => this.typeaheads.foldedCategories());
  }

  /** A page of cards from `offset` and the capped total; the count runs beside the page. */
  async page(filter: CreatorFilter, offset: number): Promise<CreatorSearchPage> {
    const [ids, count] = await Promise.all([this.search.pageIds(filter, offset), this.search.count(filter)]);
    return { creators: await this.creators.cards(ids), ...count };
  }

  count(filter: CreatorFilter): Promise<CappedCount> {
    return this.search.count(filter);
  }

  priceRange(filter: CreatorFilter): Promise<CreatorPriceRange> {
    return this.search.priceRange(filter);
  }

  countActive(): Promise<number> {
    return this.search.countActive();
  }

  /**
   * The text mode of the search overlay: creators, places and categories matching `query`,
   * ignoring case and accents ('sao paulo' finds 'São Paulo'), up to `limit` of each.
   * Creators and categories come from the database in parallel; places from memory.
   */
  async typeahead(query: string, limit: number): Promise<TypeaheadResult> {
    const folded = typeaheadText(query);
    if (folded === '') return { creators: [], locales: [], categories: [] };
    locales ??= new LocaleIndex(BRAZIL_STATES);
    const [creators, categories] = await Promise.all([
      this.creatorSuggestions(folded, limit),
      this.categorySuggestions(folded, limit),
    ]);
    return { creators, locales: locales.find(folded, limit), categories };
  }

  /** The biggest creators whose card text contains the folded query, through the kept head when there is one. */
  private async creatorSuggestions(foldedQuery: string, limit: number): Promise<CreatorSuggestion[]> {
    return this.typeaheads.creatorSuggestions(foldedQuery, limit, await this.catalogueHead());
  }

  /** Categories whose folded name contains the folded query. */
  private async categorySuggestions(foldedQuery: string, limit: number): Promise<CategorySuggestion[]> {
    return categorySuggestions(await this.categories(), foldedQuery, limit);
  }
}

/**
 * What the typeahead matches for what was typed: folded (no case, no accents), spaces
 * collapsed, control characters dropped (a NUL byte above all: it can never match, and
 * PostgreSQL refuses it). Two queries with the same text get the same suggestions.
 */
export function typeaheadText(query: string): string {
  return foldText(query).replace(/\p{Cc}/gu, '').trim().replace(/\s+/g, ' ');
}
