import { CREATOR_TOTAL_CAP } from '@publi/contract';
import { CREATOR_PAGE_SIZE } from '@publi/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../db/database.js';
import { queryRows } from '../db/query-rows.js';
import { AUDIENCE_ORDER } from './audience-order-sql.js';
import { biggestCreatorsSql } from './biggest-creators-sql.js';
import type { CreatorFilter } from './creator-filter.js';
import { creatorFilterSql } from './creator-filter-sql.js';
import { placeBranchesSql } from './place-branches-sql.js';
import type { CappedCount, CreatorPriceRange } from './search-results.js';

/**
 * Above this many rows the catalogue count is the planner's estimate: counting a million
 * index entries costs ~200 ms, and "1.000.000 criadores" does not need the last digit. At
 * 50,000 an exact count stays under 20 ms on the embedded PGlite (100,000 took 30 ms at p95).
 */
export const EXACT_COUNT_LIMIT = 50_000;

/**
 * How many active creators there are: exact for a catalogue up to `exactUpTo` rows
 * ({@link EXACT_COUNT_LIMIT} unless a test lowers it), else the planner's estimate of the
 * table scaled by the share of active creators in its statistics (both kept by ANALYZE /
 * autovacuum), which is what a landing page shows.
 */
async function countActiveCreators(db: Queryable, { exactUpTo = EXACT_COUNT_LIMIT }: { readonly exactUpTo?: number } = {}): Promise<number> {
  const [estimate] = await queryRows<{ rows: number; activeShare: number | null }>(
    db,
    sql`SELECT c.reltuples::bigint::integer AS "rows",
               (SELECT s.most_common_freqs[array_position(s.most_common_vals::text::text[], 't')]
                  FROM pg_stats s WHERE s.tablename = 'creators' AND s.attname = 'active') AS "activeShare"
          FROM pg_class c WHERE c.oid = 'creators'::regclass`,
  );
  if (estimate && estimate.rows > exactUpTo) {
    return Math.round(estimate.rows * (estimate.activeShare ?? 1));
  }
  const [row] = await queryRows<{ total: number }>(db, sql`SELECT count(*)::integer AS total FROM creators WHERE active`);
  return row?.total ?? 0;
}

/**
 * The ids of one page of creators matching `filter`, biggest audience first (ties by newest
 * id, so the order is total and pages never overlap or skip anyone), `CREATOR_PAGE_SIZE` from
 * `offset`. The order matches the `(followers DESC NULLS LAST, id DESC)` indexes, so a broad filter reads
 * just the page's rows off an index. SQL of {@link SearchRepository.pageIds}.
 */
async function pageIds(db: Queryable, filter: CreatorFilter, offset: number): Promise<number[]> {
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

/**
 * Counts the active creators matching `filter`, stopping at one past the cap: a broad filter
 * costs 1,001 index entries instead of a scan of the whole catalogue, and "mais de 1.000"
 * is all a person needs to know. The ORDER BY is the page's: it steers the planner to the
 * same covering index walk (index-only) rather than a scan of the wide table rows. Places
 * are counted branch by branch (`placeBranchesSql`); with a text, the biggest creators are
 * counted first (see `pageIds`).
 */
async function countFilteredCreators(db: Queryable, filter: CreatorFilter): Promise<CappedCount> {
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

type Bound = 'storiesMin' | 'storiesMax' | 'feedMin' | 'feedMax' | 'tiktokMin' | 'tiktokMax';
type BoundsRow = Record<Bound, number | null>;

// Up to this many matches the range is aggregated over the matches themselves (index-only,
// through the covering search indexes); past it, matches are common enough that walking
// each price index from its cheap or dear end meets one within a few dozen entries.
const AGGREGATE_LIMIT = 3_000;

const FORMATS = [
  ['stories', sql.raw('price_stories')],
  ['feed', sql.raw('price_feed')],
  ['tiktok', sql.raw('price_tiktok')],
] as const;

/**
 * The lowest and highest price of each format among the active creators matching `filter`,
 * exactly. A price of 0 means the format is not offered, so it is left out: it is not "free".
 * Bounded work either way: at most `aggregateLimit` (3,000) matches, or six short
 * index walks (per audience tier when the filter is a tier, as price follows audience).
 */
async function creatorPriceRange(
  db: Queryable,
  filter: CreatorFilter,
  { aggregateLimit = AGGREGATE_LIMIT }: { readonly aggregateLimit?: number } = {},
): Promise<CreatorPriceRange> {
  const where = creatorFilterSql(filter);
  const [few] = await queryRows<BoundsRow & { matches: number }>(
    db,
    sql`SELECT count(*)::integer AS matches, ${sql.join(
      FORMATS.flatMap(([format, column]) => [
        sql`min(${column}) FILTER (WHERE ${column} > 0) AS ${sql.identifier(`${format}Min`)}`,
        sql`max(${column}) FILTER (WHERE ${column} > 0) AS ${sql.identifier(`${format}Max`)}`,
      ]),
      sql`, `,
    )}
        FROM (SELECT price_stories, price_feed, price_tiktok FROM creators WHERE ${where}
              ${AUDIENCE_ORDER} LIMIT ${aggregateLimit + 1}) AS matches`,
  );
  const row = few && few.matches <= aggregateLimit ? few : await walkPriceIndexes(db, where);
  return {
    stories: { min: row?.storiesMin ?? null, max: row?.storiesMax ?? null },
    feed: { min: row?.feedMin ?? null, max: row?.feedMax ?? null },
    tiktok: { min: row?.tiktokMin ?? null, max: row?.tiktokMax ?? null },
  };
}

/** Six `ORDER BY price LIMIT 1` probes, each answered from the start or end of a price index. */
async function walkPriceIndexes(db: Queryable, where: SQL): Promise<BoundsRow | undefined> {
  const probe = (column: SQL, direction: SQL, name: string) =>
    sql`(SELECT ${column} FROM creators WHERE ${where} AND ${column} > 0 ORDER BY ${column} ${direction} LIMIT 1) AS ${sql.identifier(name)}`;
  const [row] = await queryRows<BoundsRow>(
    db,
    sql`SELECT ${sql.join(
      FORMATS.flatMap(([format, column]) => [probe(column, sql.raw('ASC'), `${format}Min`), probe(column, sql.raw('DESC'), `${format}Max`)]),
      sql`, `,
    )}`,
  );
  return row;
}

/**
 * Creator search over the denormalised `creators` table: pages, capped counts, price ranges
 * and the catalogue's size; the typeahead's reads are `SearchTypeaheadRepository`'s. With it,
 * the only code of the search area that runs queries. Each query shape is a function of its
 * own above, built from the SQL pieces (`creator-filter-sql.ts`, `place-branches-sql.ts`,
 * `biggest-creators-sql.ts` and the one `AUDIENCE_ORDER`), so each strategy stays small and
 * can be held to the plain query in `search-strategies.int.spec.ts`.
 */
export class SearchRepository {
  constructor(private readonly db: Queryable) {}

  /** The ids of one page of matches, biggest audience first. */
  pageIds(filter: CreatorFilter, offset: number): Promise<number[]> {
    return pageIds(this.db, filter, offset);
  }

  /** How many creators match, exact up to the cap. */
  count(filter: CreatorFilter): Promise<CappedCount> {
    return countFilteredCreators(this.db, filter);
  }

  /** Price bounds per format among the matches; `aggregateLimit` only for tests of both strategies. */
  priceRange(filter: CreatorFilter, options?: { readonly aggregateLimit?: number }): Promise<CreatorPriceRange> {
    return creatorPriceRange(this.db, filter, options);
  }

  /** How many active creators there are (the planner's estimate past {@link EXACT_COUNT_LIMIT}, or `exactUpTo` in tests). */
  countActive(options?: { readonly exactUpTo?: number }): Promise<number> {
    return countActiveCreators(this.db, options);
  }
}
