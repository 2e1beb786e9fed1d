import { CREATOR_PAGE_SIZE } from '@publi/domain';
import { sql, type SQL } from 'drizzle-orm';
import { AUDIENCE_ORDER } from './audience-order.js';
import type { Queryable } from '../db/database.js';
import { biggestCreatorsSql } from './biggest-creators-sql.js';
import type { CreatorFilter } from './creator-filter.js';
import { creatorFilterSql } from './creator-filter-sql.js';
import { placeBranchesSql } from './place-branches-sql.js';
import { queryRows } from '../db/query-rows.js';

/**
 * The ids of one page of creators matching `filter`, biggest audience first (ties by newest
 * id, so the order is total and pages never overlap or skip anyone), `CREATOR_PAGE_SIZE` from
 * `offset`. The order matches the `(followers DESC NULLS LAST, id DESC)` indexes, so a broad filter reads
 * just the page's rows off an index. SQL of {@link SearchRepository.pageIds}.
 */
export async function pageIds(db: Queryable, filter: CreatorFilter, offset: number): Promise<number[]> {
  const where = creatorFilterSql(filter);
  const page = (from: SQL, condition: SQL = where) =>
    sql`SELECT id FROM ${from} WHERE ${condition} ${AUDIENCE_ORDER} LIMIT ${CREATOR_PAGE_SIZE} OFFSET ${offset}`;
  if (filter.text === null) {
    const branches = placeBranchesSql(filter, offset + CREATOR_PAGE_SIZE);
    const query = branches ? page(sql`(${branches}) AS creators`, sql`true`) : page(sql`creators`);
    return ids(await queryRows<{ id: number }>(db, query));
  }
  // The planner cannot tell common text from rare (it guesses every LIKE '%...%' rare), so
  // the strategy is chosen here: the biggest creators first, which is exact whenever they
  // fill the page; otherwise the text is rare, and all its matches are collected and sorted.
  const first = ids(await queryRows<{ id: number }>(db, page(biggestCreatorsSql(filter))));
  if (first.length === CREATOR_PAGE_SIZE) return first;
  return ids(
    await queryRows<{ id: number }>(
      db,
      sql`WITH matches AS MATERIALIZED (SELECT id, followers FROM creators WHERE ${where})
          SELECT id FROM matches ${AUDIENCE_ORDER} LIMIT ${CREATOR_PAGE_SIZE} OFFSET ${offset}`,
    ),
  );
}

const ids = (rows: readonly { id: number }[]): number[] => rows.map((row) => row.id);
