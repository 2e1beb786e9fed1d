import type { SearchFilters } from './search-filters.js';

/** Removes the engagement tag, which puts the slider back to its default 0-100. */
export function removeEngagementTag(filters: SearchFilters): SearchFilters {
  return { ...filters, engagement: null };
}
