import { DomainError } from '../errors/domain-error.js';
import { isValidEngagementRange } from './is-valid-engagement-range.js';

/**
 * The tag the engagement slider adds, '{min}%-{max}%', for example `engagementTag(10, 45)`
 * is '10%-45%'.
 *
 * @throws DomainError `ENGAGEMENT.INVALID_RANGE` unless `min`-`max` is a valid band
 *   (whole percents, 0 ≤ min ≤ max ≤ 100).
 */
export function engagementTag(min: number, max: number): string {
  if (!isValidEngagementRange(min, max)) {
    throw new DomainError('ENGAGEMENT.INVALID_RANGE');
  }
  return `${min}%-${max}%`;
}
