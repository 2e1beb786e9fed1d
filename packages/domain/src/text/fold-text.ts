// Combining marks (U+0300–U+036F) are what NFD splits accents into: "ã" -> "a" + "\u0303".
const COMBINING_MARKS = /[\u0300-\u036f]/g;

/**
 * Folds text for comparison: accents removed and lowercased, so that
 * "São Paulo", "SAO PAULO" and "sao paulo" all fold to "sao paulo".
 * Characters without a decomposition (such as "ß" or "ø") are only lowercased.
 */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(COMBINING_MARKS, '').toLowerCase();
}

/**
 * Whether `text` contains `query`, ignoring case and accents.
 * An empty (or blank) query matches everything, as an empty search box shows all.
 */
export function matchesText(text: string, query: string): boolean {
  const foldedQuery = foldText(query.trim());
  return foldedQuery === '' || foldText(text).includes(foldedQuery);
}
