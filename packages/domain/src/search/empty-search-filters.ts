import type { SearchFilters } from './search-filters.js';

/** Filters with nothing selected: what the overlay starts with. A new value on every call. */
export function emptySearchFilters(): SearchFilters {
  return { categoryIds: [], states: [], cities: [], audienceTier: null, engagement: null };
}
