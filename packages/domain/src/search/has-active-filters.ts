import type { SearchFilters } from './search-filters.js';

/** Whether any filter is selected, for example to enable 'Limpar Tudo' or show a badge. */
export function hasActiveFilters(filters: SearchFilters): boolean {
  return (
    filters.categoryIds.length > 0 ||
    filters.states.length > 0 ||
    filters.cities.length > 0 ||
    filters.audienceTier !== null ||
    filters.engagement !== null
  );
}
