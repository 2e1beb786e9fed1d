import type { SearchFilters } from './search-filters.js';
import { toggleChip } from './toggle-chip.js';

/** Clicks a category chip: selects the category by id, or unselects it if selected. */
export function toggleCategory(filters: SearchFilters, categoryId: number): SearchFilters {
  return { ...filters, categoryIds: toggleChip(filters.categoryIds, categoryId) };
}
