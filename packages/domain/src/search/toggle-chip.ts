/**
 * Clicks a chip: adds `id` to the end of `list` when absent, removes it when present.
 * Returns a new list and leaves `list` as it was. Removing drops every copy of `id`, so
 * a list that somehow held duplicates comes out clean.
 */
export function toggleChip<T extends number | string>(list: readonly T[], id: T): readonly T[] {
  // `includes` compares like SameValueZero; removing the same way keeps both branches consistent.
  return list.includes(id) ? list.filter((item) => ![item].includes(id)) : [...list, id];
}
