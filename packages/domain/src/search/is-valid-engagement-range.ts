import { ENGAGEMENT_RANGE } from './engagement-range.js';

/**
 * Whether `min`-`max` is a band the engagement slider can produce: whole percents
 * (its step is 1) inside {@link ENGAGEMENT_RANGE}, with `min` not above `max`.
 * A single value (`min === max`) is a valid, if narrow, band.
 */
export function isValidEngagementRange(min: number, max: number): boolean {
  return (
    Number.isInteger(min) &&
    Number.isInteger(max) &&
    ENGAGEMENT_RANGE.min <= min &&
    min <= max &&
    max <= ENGAGEMENT_RANGE.max
  );
}
