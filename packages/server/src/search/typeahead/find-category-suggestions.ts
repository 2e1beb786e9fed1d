import { foldText } from '@publi/domain';
import type { Queryable } from '../../db/database.js';
import { categories } from '../../db/schema.js';
import { matchRank } from './match-rank.js';

/** A category the typeahead suggests. */
export interface CategorySuggestion {
  readonly id: number;
  readonly name: string;
}

/** A category as the typeahead compares it. */
export interface FoldedCategory extends CategorySuggestion {
  readonly folded: string;
  readonly topLevel: boolean;
}

const collator = new Intl.Collator('pt-BR');

/**
 * Every category and sub-category with its folded name. There are a few dozen, so they are
 * read whole (and kept by the caller) and folded here, which also needs no `unaccent` in the
 * database.
 */
export async function loadFoldedCategories(db: Queryable): Promise<FoldedCategory[]> {
  const rows = await db.select({ id: categories.id, name: categories.name, parentId: categories.parentId }).from(categories);
  return rows.map((row) => ({ id: row.id, name: row.name, folded: foldText(row.name), topLevel: row.parentId === null }));
}

/**
 * The categories and sub-categories of `all` whose folded name contains the folded query,
 * best matches first, top-level categories before sub-categories.
 */
export function categorySuggestions(all: readonly FoldedCategory[], foldedQuery: string, limit: number): CategorySuggestion[] {
  return all
    .flatMap((category) => {
      const rank = matchRank(category.folded, foldedQuery);
      return rank === null ? [] : [{ category, rank }];
    })
    .sort((a, b) => a.rank - b.rank || Number(b.category.topLevel) - Number(a.category.topLevel) || collator.compare(a.category.name, b.category.name))
    .slice(0, limit)
    .map(({ category }) => ({ id: category.id, name: category.name }));
}
