import { foldText } from '@publi/domain';

/**
 * `items` with those whose name starts with `query` (ignoring case and accents) moved to the
 * front, each group in its original order. Chips show the first 10 matches: typing "rec" should
 * offer Recife before the cities that merely contain "rec".
 */
export function prefixMatchesFirst<T extends { readonly name: string }>(items: readonly T[], query: string): readonly T[] {
  const folded = foldText(query.trim());
  if (folded === '') return items;
  const starting: T[] = [];
  const others: T[] = [];
  for (const item of items) (foldText(item.name).startsWith(folded) ? starting : others).push(item);
  return [...starting, ...others];
}
