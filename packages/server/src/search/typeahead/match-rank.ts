/**
 * How well folded `text` matches a folded `query`, lower is better: 0 the whole text,
 * 1 its start, 2 the start of a later word, 3 anywhere inside; `null` when it does not
 * contain the query at all. Typeahead groups sort by it, so "recife" comes before "ouricuri".
 */
export function matchRank(text: string, query: string): 0 | 1 | 2 | 3 | null {
  if (query === '') return null;
  const at = text.indexOf(query);
  if (at < 0) return null;
  if (text === query) return 0;
  if (at === 0) return 1;
  return text.includes(` ${query}`) || text.includes(`-${query}`) ? 2 : 3;
}
