import { sql, type SQL } from 'drizzle-orm';
import { AUDIENCE_ORDER } from './audience-order.js';
import type { Queryable } from '../db/database.js';
import type { CreatorFilter } from './creator-filter.js';
import { creatorFilterSql } from './creator-filter-sql.js';
import { queryRows } from '../db/query-rows.js';

/** Lowest and highest price of one format in centavos, `null` when nobody offers it. */
export interface PriceBounds {
  readonly min: number | null;
  readonly max: number | null;
}

/** Price bounds per format among the creators a filter finds. */
export interface CreatorPriceRange {
  readonly stories: PriceBounds;
  readonly feed: PriceBounds;
  readonly tiktok: PriceBounds;
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
export async function creatorPriceRange(
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
