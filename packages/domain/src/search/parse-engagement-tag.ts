import type { EngagementFilter } from './search-filters.js';
import { isValidEngagementRange } from './is-valid-engagement-range.js';

// Exactly what engagementTag writes: no spaces, no leading zeros, no decimals.
const TAG = /^(0|[1-9]\d{0,2})%-(0|[1-9]\d{0,2})%$/;

/**
 * Reads back a tag written by {@link engagementTag}, such as '10%-45%', for example
 * from a shared URL. Anything else, including a well-formed but invalid band such as
 * '50%-10%', gives `null`.
 */
export function parseEngagementTag(tag: string): EngagementFilter | null {
  const match = TAG.exec(tag);
  if (match === null) {
    return null;
  }
  const min = Number(match[1]);
  const max = Number(match[2]);
  return isValidEngagementRange(min, max) ? { min, max } : null;
}
