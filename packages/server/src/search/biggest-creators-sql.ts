import { sql, type SQL } from 'drizzle-orm';
import { AUDIENCE_ORDER } from './audience-order-sql.js';
import type { CreatorFilter } from './creator-filter.js';

/** How many of the biggest creators a first pass looks through. */
export const FIRST_PASS_CREATORS = 5_000;

/**
 * `(SELECT ... the biggest active creators ... LIMIT n) AS creators`: a stand-in for the
 * `creators` table in a first pass, read in audience order off an index that carries the
 * folded text. It selects only the columns `filter` reads, so a text-only filter stays an
 * index-only walk. `active` is a constant: every row of the walk is active.
 */
export function biggestCreatorsSql(filter: CreatorFilter, creators = FIRST_PASS_CREATORS): SQL {
  const columns = [sql`id`, sql`followers`, sql`search_text`, sql`name_folded`, sql`true AS active`];
  if (filter.engagementMinBp !== null || filter.engagementMaxBp !== null) columns.push(sql`engagement_bp`);
  if (filter.states.length > 0 || filter.citiesFolded.length > 0) columns.push(sql`state`, sql`city_folded`);
  if (filter.categoryIds.length > 0) columns.push(sql`category_ids`);
  return sql`(SELECT ${sql.join(columns, sql`, `)} FROM creators WHERE active
      ${AUDIENCE_ORDER} LIMIT ${creators}) AS creators`;
}
