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
