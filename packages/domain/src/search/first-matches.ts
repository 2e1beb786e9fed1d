import { CHIP_LIST_LIMIT } from '../constants/product.constants.js';
import { matchesText } from '../text/fold-text.js';

/** Something a chip list can show: a plain name, or an object with a `name`. */
export type NamedItem = string | { readonly name: string };

/**
 * The items a chip list shows for what is typed in its search box: those whose name
 * contains `query`, ignoring case and accents ('sao' finds 'São Paulo'), in source order,
 * at most `limit` of them. An empty query shows the first `limit` items.
 * A `limit` below 1 (or NaN) shows nothing; a fractional one is rounded down.
 */
export function firstMatches<T extends NamedItem>(
  items: readonly T[],
  query: string,
  limit: number = CHIP_LIST_LIMIT,
): readonly T[] {
  const max = Number.isNaN(limit) ? 0 : Math.floor(limit);
  const matches: T[] = [];
  // Stops at `max` matches: city lists have thousands of entries and only a few are shown.
  for (const item of items) {
    if (matches.length >= max) {
      break;
    }
    if (matchesText(typeof item === 'string' ? item : item.name, query)) {
      matches.push(item);
    }
  }
  return matches;
}
