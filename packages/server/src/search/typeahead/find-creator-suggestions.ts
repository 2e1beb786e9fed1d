import { sql, type SQL } from 'drizzle-orm';
import { AUDIENCE_ORDER } from '../audience-order.js';
import type { Queryable } from '../../db/database.js';
import { biggestCreatorsSql } from '../biggest-creators-sql.js';
import { NO_CREATOR_FILTER } from '../creator-filter.js';
import { escapeLike } from '../escape-like.js';
import { queryRows } from '../../db/query-rows.js';
import type { CatalogueHead } from './catalogue-head.js';
import { containsSql, rareTextMatchSql, TRIGRAM_MIN_LENGTH } from './rare-text-match.js';

/** A creator the typeahead suggests: what the overlay shows, ready to display. */
export interface CreatorSuggestion {
  readonly id: number;
  readonly coverImage: string | null;
  readonly name: string;
  /** '@usuario · Recife/PE', or whichever of the two parts the creator has. */
  readonly secondaryValue: string;
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
export async function findCreatorSuggestions(
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
