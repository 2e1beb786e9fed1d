import { foldText } from '@publi/domain';
import { BRAZIL_STATES } from '@publi/domain/brazil-states';
import type { Queryable } from '../../db/database.js';
import { findCategorySuggestions, type CategorySuggestion } from './find-category-suggestions.js';
import { findCreatorSuggestions, type CreatorSuggestion } from './find-creator-suggestions.js';
import { LocaleIndex, type LocaleSuggestion } from './locale-index.js';

/** The search overlay's three groups for one query. */
export interface TypeaheadResult {
  readonly creators: CreatorSuggestion[];
  readonly locales: LocaleSuggestion[];
  readonly categories: CategorySuggestion[];
}

let locales: LocaleIndex | undefined;

/**
 * The text mode of the search overlay: creators, places and categories matching `query`,
 * ignoring case and accents ('sao paulo' finds 'São Paulo'), up to `limit` of each.
 * Creators and categories come from the database in parallel; places from memory.
 */
export async function searchTypeahead(db: Queryable, query: string, limit: number): Promise<TypeaheadResult> {
  // Control characters (a NUL byte above all) can never match, and PostgreSQL refuses NUL.
  const folded = foldText(query).replace(/\p{Cc}/gu, '').trim().replace(/\s+/g, ' ');
  if (folded === '') return { creators: [], locales: [], categories: [] };
  locales ??= new LocaleIndex(BRAZIL_STATES);
  const [creators, categories] = await Promise.all([
    findCreatorSuggestions(db, folded, limit),
    findCategorySuggestions(db, folded, limit),
  ]);
  return { creators, locales: locales.find(folded, limit), categories };
}
