import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../src/db/database.js';
import { openDatabase } from '../src/db/open-database.js';
import { queryRows } from '../src/db/query-rows.js';
import { seedCatalogue } from '../src/seed/seed-catalogue.js';

/** Where a benchmark's catalogue lives and how big it must be. */
export interface SeededDatabaseOptions {
  /** A PostgreSQL URL; PGlite in memory when left out. */
  readonly url?: string | undefined;
  readonly poolSize?: number | undefined;
  /** At least this many creators: what an earlier run seeded counts, the rest is added. */
  readonly creators: number;
}

/** A database seeded for a benchmark, with what it holds. */
export interface SeededDatabase {
  readonly database: DatabaseHandle;
  /** Creators in the database, which may be more than asked for (an earlier, bigger run). */
  readonly creators: number;
  /** Such as `PostgreSQL 15.14 (Debian ...)`, PGlite's included. */
  readonly version: string;
}

const countCreators = async (database: DatabaseHandle) => {
  const [row] = await queryRows<{ total: number }>(database.db, sql`SELECT count(*)::integer AS total FROM creators`);
  return row?.total ?? 0;
};

/**
 * Opens the database (migrated), tops its catalogue up to `creators` with `seedCatalogue`
 * (seeding a million takes minutes, so a second run against the same PostgreSQL reuses it),
 * then runs VACUUM ANALYZE so the planner sees the rows it will be measured on.
 */
export async function openSeededDatabase(options: SeededDatabaseOptions): Promise<SeededDatabase> {
  const { url, poolSize, creators } = options;
  const database = await openDatabase(url ? { kind: 'postgres', url, ...(poolSize === undefined ? {} : { poolSize }) } : { kind: 'pglite' });
  try {
    const missing = Math.max(0, creators - (await countCreators(database)));
    if (missing > 0) {
      const started = performance.now();
      console.log(`Seeding ${missing.toLocaleString('en')} creators on ${database.driver}...`);
      // Two writers keep PostgreSQL busy; PGlite has one connection, a second would only queue.
      await seedCatalogue(database.db, { creators: missing, concurrency: database.driver === 'postgres' ? 2 : 1 });
      console.log(`Seeded in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
    }
    await database.db.execute(sql`VACUUM ANALYZE`);
    const [version] = await queryRows<{ version: string }>(database.db, sql`SELECT version()`);
    return { database, creators: await countCreators(database), version: version?.version.split(',')[0] ?? '?' };
  } catch (error) {
    await database.close();
    throw error;
  }
}
