import type { CreatorSearchParams } from '@publi/domain';
import type { CreatorSearchCount, CreatorSearchPage, PriceRange, TypeaheadResult } from '../model/creator-search.model.js';

/** Options of a search page: only among `ids` (a cart's creators) and from `offset`. */
export interface CreatorSearchPageOptions {
  /** Restrict to these creators. */
  readonly ids?: readonly number[];
  /** Index of the first result, 0 when left out. */
  readonly offset?: number;
}

/** Creator search (`/account/creator/filter*`, `/account/creator/count`, `/account/creator/search`). */
export interface CreatorSearchPort {
  searchPage(params: CreatorSearchParams, options?: CreatorSearchPageOptions): Promise<CreatorSearchPage>;
  count(params: CreatorSearchParams): Promise<CreatorSearchCount>;
  priceRange(params: CreatorSearchParams): Promise<PriceRange>;
  /** How many active creators the catalogue holds. */
  catalogueCount(): Promise<number>;
  typeahead(query: string, limit?: number): Promise<TypeaheadResult>;
}
