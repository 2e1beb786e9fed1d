import { emptySearchFilters } from './empty-search-filters.js';
import type { SearchFilters } from './search-filters.js';

/**
 * What the 'Limpar Tudo' button does: every filter reset, engagement back to 0-100.
 * Whatever was selected before does not matter, so it takes no argument.
 */
export function clearAllFilters(): SearchFilters {
  return emptySearchFilters();
}
