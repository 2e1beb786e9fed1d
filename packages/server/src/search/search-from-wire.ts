import type { CreatorSearchParamsWire } from '@publi/contract';
import { foldText, percentToBasisPoints } from '@publi/domain';
import type { CreatorFilter } from './creator-filter.js';

/**
 * Turns the wire's search parameters (already validated by the contract: bounds in range and
 * in order) into a {@link CreatorFilter}: engagement percent to basis points, city names
 * folded, repeated list items dropped. `ids` restricts the search to those creators.
 */
export function creatorFilterFromParams(params: CreatorSearchParamsWire, ids: readonly number[] | null = null): CreatorFilter {
  return {
    followersMin: params.min_court_hearing,
    followersMax: params.max_court_hearing,
    engagementMinBp: basisPoints(params.min_engagement),
    engagementMaxBp: basisPoints(params.max_engagement),
    states: unique(params.states.map((state) => state.toUpperCase())),
    citiesFolded: unique(params.cities.map(foldCity)),
    categoryIds: unique(params.categories_ids),
    ids: ids === null ? null : unique(ids),
    text: null,
  };
}

// A name with control characters (a NUL byte above all, which PostgreSQL refuses) is no
// city's name, so it becomes '', which no creator's city is: it matches nothing.
function foldCity(city: string): string {
  const folded = foldText(city).trim();
  return /\p{Cc}/u.test(folded) ? '' : folded;
}

// The contract allows two decimals (4.25%), which is a whole number of basis points once
// rounded: 4.25 * 100 is 424.99999999999994 in floating point.
function basisPoints(percent: number | null): number | null {
  return percent === null ? null : percentToBasisPoints(percent);
}

function unique<T>(items: readonly T[]): T[] {
  return [...new Set(items)];
}
