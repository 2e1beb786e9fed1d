import { foldText } from '@publi/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../db/database.js';
import { queryRows } from '../db/query-rows.js';
import { categories } from '../db/schema.js';
import { AUDIENCE_ORDER } from './audience-order-sql.js';
import { biggestCreatorsSql } from './biggest-creators-sql.js';
import { NO_CREATOR_FILTER } from './creator-filter.js';
import { escapeLike } from './escape-like.js';
import { CATALOGUE_HEAD_SIZE, CatalogueHead, type HeadRow } from './typeahead/catalogue-head.js';
import type { FoldedCategory } from './typeahead/category-suggestions.js';
import type { CreatorSuggestion } from './typeahead/creator-suggestion.js';
import { containsSql, rareTextMatchSql, TRIGRAM_MIN_LENGTH } from './typeahead/rare-text-match-sql.js';

/** Reads the `size` biggest active creators (one index-only walk of `creators_text_search_idx`). */
async function loadCatalogueHead(db: Queryable, size = CATALOGUE_HEAD_SIZE): Promise<CatalogueHead> {
  const rows = await queryRows<HeadRow>(
    db,
    sql`SELECT id, search_text AS "searchText", name_folded AS "nameFolded"
        FROM creators WHERE active ${AUDIENCE_ORDER} LIMIT ${size}`,
  );
  return new CatalogueHead(rows, rows.length < size);
}

/**
 * Every category and sub-category with its folded name. There are a few dozen, so they are
 * read whole (and kept by the caller) and folded here, which also needs no `unaccent` in the
 * database.
 */
async function loadFoldedCategories(db: Queryable): Promise<FoldedCategory[]> {
  const rows = await db.select({ id: categories.id, name: categories.name, parentId: categories.parentId }).from(categories);
  return rows.map((row) => ({ id: row.id, name: row.name, folded: foldText(row.name), topLevel: row.parentId === null }));
}

interface Row {
  id: number;
  image: string | null;
  name: string;
  state: string | null;
  city: string | null;
  username: string | null;
}

/**
 * The biggest active creators whose name, usernames or city contain the folded query
 * (3+ characters), or whose name starts with it (1-2 characters).
 *
 * Two passes, because no one structure suits every query. The first looks through the
 * biggest creators in audience order, stopping at `limit` matches: exact, since nobody
 * further down has more followers. It reads `head`, the replica's copy in memory, or, while
 * the replica keeps none (it cannot hear writes), the first 5,000 off an index that carries
 * the folded text. If it comes back short and did not see the whole catalogue, the text is
 * rare, and the second pass collects every match through the trigram (or name-prefix) index,
 * then sorts that handful.
 */
async function findCreatorSuggestions(
  db: Queryable,
  foldedQuery: string,
  limit: number,
  head: CatalogueHead | null,
): Promise<CreatorSuggestion[]> {
  // Shorter queries than a trigram match the start of the name instead.
  const trigrams = foldedQuery.length >= TRIGRAM_MIN_LENGTH;
  const nameFrom = sql`name_folded LIKE ${`${escapeLike(foldedQuery)}%`} ESCAPE '\\'`;
  if (head) {
    const ids = trigrams ? head.containing(foldedQuery, limit) : head.namedFrom(foldedQuery, limit);
    if (ids.length >= limit || head.whole) {
      return ids.length === 0 ? [] : suggestionsFrom(db, sql`SELECT id, followers FROM creators WHERE id = ANY(${sql.param(ids)}::integer[])`);
    }
  } else {
    const firstPass = await suggestionsFrom(
      db,
      sql`SELECT id, followers FROM ${biggestCreatorsSql(NO_CREATOR_FILTER)} WHERE ${trigrams ? containsSql(foldedQuery) : nameFrom} ${AUDIENCE_ORDER} LIMIT ${limit}`,
    );
    if (firstPass.length >= limit) return firstPass;
  }
  const match = trigrams ? rareTextMatchSql(foldedQuery, head) : nameFrom;
  // MATERIALIZED keeps the planner from walking the whole audience index for rare text.
  return suggestionsFrom(
    db,
    sql`SELECT id, followers FROM (
          WITH matches AS MATERIALIZED (SELECT id, followers FROM creators WHERE active AND ${match})
          SELECT id, followers FROM matches ${AUDIENCE_ORDER} LIMIT ${limit}) AS rare`,
  );
}

/** The display fields of the creators `picked` selects (`id`, `followers`), biggest first. */
async function suggestionsFrom(db: Queryable, picked: SQL): Promise<CreatorSuggestion[]> {
  const rows = await queryRows<Row>(
    db,
    // `followers` is selected so the shared order names output columns, not the two joined tables'.
    sql`SELECT c.id, c.image, c.name, c.state, c.city, picked.followers,
          (SELECT s.username FROM social_networks s WHERE s.user_id = c.user_id
           ORDER BY s.name = 'instagram' DESC, s.name LIMIT 1) AS username
        FROM (${picked}) AS picked JOIN creators c ON c.id = picked.id
        ${AUDIENCE_ORDER}`,
  );
  return rows.map((row) => ({ id: row.id, coverImage: row.image, name: row.name, secondaryValue: secondaryValue(row) }));
}

function secondaryValue(row: Row): string {
  const place = [row.city, row.state].filter((part): part is string => part !== null && part !== '').join('/');
  const handle = row.username ? `@${row.username}` : '';
  return [handle, place].filter((part) => part !== '').join(' · ');
}

/**
 * The typeahead's reads: the catalogue's head (the biggest creators, which the service keeps
 * in memory), the creators matching a text, and the categories to match in memory. With
 * `SearchRepository`, the only code of the search area that runs queries.
 */
export class SearchTypeaheadRepository {
  constructor(private readonly db: Queryable) {}

  /** The `size` biggest active creators, as the typeahead's first pass reads them. */
  catalogueHead(size = CATALOGUE_HEAD_SIZE): Promise<CatalogueHead> {
    return loadCatalogueHead(this.db, size);
  }

  /** The biggest creators whose card text contains the folded query (or whose name starts with a short one). */
  creatorSuggestions(foldedQuery: string, limit: number, head: CatalogueHead | null): Promise<CreatorSuggestion[]> {
    return findCreatorSuggestions(this.db, foldedQuery, limit, head);
  }

  /** Every category and sub-category, folded for matching in memory. */
  foldedCategories(): Promise<FoldedCategory[]> {
    return loadFoldedCategories(this.db);
  }
}
