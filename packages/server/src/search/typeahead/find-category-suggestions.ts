import { foldText } from '@publi/domain';
import type { Queryable } from '../../db/database.js';
import { categories } from '../../db/schema.js';
import { matchRank } from './match-rank.js';

/** A category the typeahead suggests. */
export interface CategorySuggestion {
  readonly id: number;
  readonly name: string;
}

const collator = new Intl.Collator('pt-BR');

/**
 * Categories and sub-categories whose folded name contains the folded query, best matches
 * first, top-level categories before sub-categories. There are a few dozen categories, so
 * they are read whole and folded here, which also needs no `unaccent` in the database.
 */
export async function findCategorySuggestions(db: Queryable, foldedQuery: string, limit: number): Promise<CategorySuggestion[]> {
  const rows = await db.select({ id: categories.id, name: categories.name, parentId: categories.parentId }).from(categories);
  return rows
    .flatMap((row) => {
      const rank = matchRank(foldText(row.name), foldedQuery);
      return rank === null ? [] : [{ row, rank }];
    })
    .sort(
      (a, b) =>
        a.rank - b.rank ||
        Number(a.row.parentId !== null) - Number(b.row.parentId !== null) ||
        collator.compare(a.row.name, b.row.name),
    )
    .slice(0, limit)
    .map(({ row }) => ({ id: row.id, name: row.name }));
}
