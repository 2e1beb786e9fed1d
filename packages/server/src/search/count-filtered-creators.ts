import { CREATOR_TOTAL_CAP } from '@publi/contract';
import { sql, type SQL } from 'drizzle-orm';
import { AUDIENCE_ORDER } from './audience-order.js';
import type { Queryable } from '../db/database.js';
import { biggestCreatorsSql } from './biggest-creators-sql.js';
import type { CreatorFilter } from './creator-filter.js';
import { creatorFilterSql } from './creator-filter-sql.js';
import { placeBranchesSql } from './place-branches-sql.js';
import { queryRows } from '../db/query-rows.js';

/** A count that is exact up to `CREATOR_TOTAL_CAP` (1,000), then the cap with `totalIsCapped`. */
export interface CappedCount {
  readonly total: number;
  readonly totalIsCapped: boolean;
}

/**
 * Counts the active creators matching `filter`, stopping at one past the cap: a broad filter
 * costs 1,001 index entries instead of a scan of the whole catalogue, and "mais de 1.000"
 * is all a person needs to know. The ORDER BY is the page's: it steers the planner to the
 * same covering index walk (index-only) rather than a scan of the wide table rows. Places
 * are counted branch by branch (`placeBranchesSql`); with a text, the biggest creators are
 * counted first (see `searchCreators`).
 */
export async function countFilteredCreators(db: Queryable, filter: CreatorFilter): Promise<CappedCount> {
  const where = creatorFilterSql(filter);
  const count = async (matches: SQL) => {
    const [row] = await queryRows<{ total: number }>(db, sql`SELECT count(*)::integer AS total FROM (${matches}) AS matches`);
    return row?.total ?? 0;
  };
  const ordered = (from: SQL) =>
    sql`SELECT 1 FROM ${from} WHERE ${where} ${AUDIENCE_ORDER} LIMIT ${CREATOR_TOTAL_CAP + 1}`;
  const branches = filter.text === null ? placeBranchesSql(filter, CREATOR_TOTAL_CAP + 1) : null;
  let total = await count(
    branches
      ? sql`SELECT 1 FROM (${branches}) AS branches LIMIT ${CREATOR_TOTAL_CAP + 1}`
      : ordered(filter.text === null ? sql`creators` : biggestCreatorsSql(filter)),
  );
  // Text found fewer than the cap among the biggest: rare, so the trigram index's matches are
  // counted, unordered, which lets the scan stop at the cap.
  if (filter.text !== null && total <= CREATOR_TOTAL_CAP) {
    total = await count(sql`SELECT 1 FROM creators WHERE ${where} LIMIT ${CREATOR_TOTAL_CAP + 1}`);
  }
  return total > CREATOR_TOTAL_CAP ? { total: CREATOR_TOTAL_CAP, totalIsCapped: true } : { total, totalIsCapped: false };
}
