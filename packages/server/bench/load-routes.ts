import { AUDIENCE_TIERS } from '@publi/domain';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../src/db/database.js';
import { queryRows } from '../src/db/query-rows.js';

/** What issue 14 asks of a route under load: at least this throughput, and a percentile under a bound. */
export interface LoadTarget {
  readonly minPerSecond: number;
  readonly percentile: 'p95' | 'p99';
  readonly maxMs: number;
}

/** One route of the load benchmark: its paths, fired in turn, and its target on this driver, if any. */
export interface LoadRoute {
  readonly name: string;
  readonly paths: readonly string[];
  readonly target?: LoadTarget | undefined;
}

const STATES = ['SP', 'PE', 'BA', 'RS', 'AM', 'MG', 'AC'];
const CATEGORY_SETS = ['1,2', '10,14', '5', '17', '9,12', '3,4'];
// The typeahead's 1, 2 and 3+ character shapes of `bench-shapes.ts`, a miss included.
const TYPEAHEAD_TERMS = ['a', 'm', 'an', 'ju', 'mar', 'souza', 'Quintão', 'joinville', 'rec', 'são pa', 'beatriz lima', 'xyzw'];

/**
 * 7 states x 6 category sets x 4 tiers = 168 filters: more than the 64 first pages a replica
 * keeps (`hot-search-reads.ts`), and taken in turn, so the least recently used is always the
 * one asked for and every request reaches the database.
 */
function rotatingFilters(): string[] {
  const paths: string[] = [];
  for (const tier of AUDIENCE_TIERS) {
    for (const state of STATES) {
      for (const categories of CATEGORY_SETS) {
        paths.push(`/api/account/creator/filter?states=${state}&categories_ids=${categories}&min_court_hearing=${tier.min}&max_court_hearing=${tier.max}`);
      }
    }
  }
  return paths;
}

/** The issue's filtered page: Micro creators with 2-8% engagement in SP or RJ, in Moda or Beleza (ids 1 and 2). */
function issueFilteredPage(): string {
  const micro = AUDIENCE_TIERS.find((tier) => tier.key === 'micro');
  if (!micro) throw new Error('no Micro tier');
  return `/api/account/creator/filter?min_court_hearing=${micro.min}&max_court_hearing=${micro.max}&min_engagement=2&max_engagement=8&states=SP,RJ&categories_ids=1,2`;
}

/** Up to `count` active creators a visitor may open, spread over the catalogue, the same on every run. */
async function profileIds(database: DatabaseHandle, count: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    database.db,
    sql`SELECT c.id FROM creators c JOIN users u ON u.id = c.user_id
        WHERE c.active AND u.active ORDER BY md5(c.id::text) LIMIT ${count}`,
  );
  return rows.map((row) => row.id);
}

/**
 * The routes issue 14 loads: the first results page, a filtered page (the issue's shape, which
 * the replica's cache answers, and 168 filters in turn, which it cannot), the typeahead, and
 * public creator profiles in turn over up to `profiles` ids. Targets are the issue's: all four
 * on PostgreSQL; on PGlite only the first page's.
 */
export async function loadRoutes(database: DatabaseHandle, profiles: number): Promise<LoadRoute[]> {
  const ids = await profileIds(database, profiles);
  if (ids.length === 0) throw new Error('no active creator to open: seed the catalogue first');
  const onPostgres = database.driver === 'postgres';
  const page: LoadTarget = onPostgres ? { minPerSecond: 1_000, percentile: 'p95', maxMs: 50 } : { minPerSecond: 500, percentile: 'p99', maxMs: 200 };
  const filtered: LoadTarget | undefined = onPostgres ? { minPerSecond: 500, percentile: 'p95', maxMs: 80 } : undefined;
  return [
    { name: 'first page', paths: ['/api/account/creator/filter'], target: page },
    { name: 'filtered page, tier + engagement + 2 states + 2 categories (cached)', paths: [issueFilteredPage()], target: filtered },
    { name: 'filtered pages, 168 in turn (uncached)', paths: rotatingFilters(), target: filtered },
    {
      name: `typeahead, ${TYPEAHEAD_TERMS.length} terms in turn`,
      paths: TYPEAHEAD_TERMS.map((term) => `/api/account/creator/search?q=${encodeURIComponent(term)}`),
      target: onPostgres ? { minPerSecond: 1_000, percentile: 'p95', maxMs: 30 } : undefined,
    },
    {
      name: `creator profile, ${ids.length.toLocaleString('en')} ids in turn`,
      paths: ids.map((id) => `/api/account/creator/details?id=${id}`),
      target: onPostgres ? { minPerSecond: 1_000, percentile: 'p95', maxMs: 50 } : undefined,
    },
  ];
}
