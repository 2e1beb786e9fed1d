import { DomainError } from '../errors/domain-error.js';
import { ENGAGEMENT_RANGE } from './engagement-range.js';
import { isValidEngagementRange } from './is-valid-engagement-range.js';
import type { SearchFilters } from './search-filters.js';

/**
 * Moves the engagement slider to `min`-`max`. The new band replaces any earlier one, so
 * there is never more than one engagement tag. Selecting the whole range (0-100) filters
 * nothing, so it clears the engagement filter instead of adding a '0%-100%' tag.
 *
 * @throws DomainError `ENGAGEMENT.INVALID_RANGE` unless `min`-`max` is a valid band
 *   (whole percents, 0 ≤ min ≤ max ≤ 100).
 */
export function setEngagement(filters: SearchFilters, min: number, max: number): SearchFilters {
  if (!isValidEngagementRange(min, max)) {
    throw new DomainError('ENGAGEMENT.INVALID_RANGE');
  }
  const isWholeRange = min === ENGAGEMENT_RANGE.min && max === ENGAGEMENT_RANGE.max;
  return { ...filters, engagement: isWholeRange ? null : { min, max } };
}
