import { emptySearchFilters } from './empty-search-filters.js';
import type { SearchFilters } from './search-filters.js';

/** Test-data builder: filters with nothing selected except what `overrides` sets. */
export function aSearchFilters(overrides: Partial<SearchFilters> = {}): SearchFilters {
  return { ...emptySearchFilters(), ...overrides };
}
