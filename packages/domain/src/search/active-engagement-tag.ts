import { engagementTag } from './engagement-tag.js';
import type { SearchFilters } from './search-filters.js';

/**
 * The engagement tag to show, such as '10%-45%', or `null` when engagement is not filtered.
 *
 * @throws DomainError `ENGAGEMENT.INVALID_RANGE` if the filters were built by hand with an
 *   invalid band; filters changed only through {@link setEngagement} never have one.
 */
export function activeEngagementTag(filters: SearchFilters): string | null {
  return filters.engagement === null ? null : engagementTag(filters.engagement.min, filters.engagement.max);
}
