// `pnpm --filter @publi/server bench:hot-reads [--creators N] [--seconds S] [--connections C] [--pool P]`:
// what the in-process cache of hot reads buys over HTTP. Seeds N creators (3,000, the demo's
// catalogue, by default) into PGlite in memory (or DATABASE_URL's PostgreSQL, topping up),
// starts the API on a free port, and loads each hot route from C keep-alive connections for S
// seconds, first with the cache off (its listener refuses to start, so every read goes to the
// database, as before issue 14), then on. Deeper pages are never cached: they show the cost of
// a miss, and on PostgreSQL what the pool's size (`--pool`, the machine's default otherwise)
// does to it. Localhost only.
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { DatabaseEvents } from '../src/db/database.js';
import { openDatabase } from '../src/db/open-database.js';
import { defaultPoolSize } from '../src/db/pool-size.js';
import { queryRows } from '../src/db/query-rows.js';
import { cliArgs } from '../src/seed/cli-args.js';
import { parseCount } from '../src/seed/parse-count.js';
import { seedCatalogue } from '../src/seed/seed-catalogue.js';
import { startBenchServer } from './bench-server.js';
import { httpLoad, type HttpLoadResult } from './http-load.js';

const { values } = parseArgs({ args: cliArgs(), options: { creators: { type: 'string' }, seconds: { type: 'string' }, connections: { type: 'string' }, pool: { type: 'string' } } });
const url = process.env['DATABASE_URL'];
const creators = parseCount('--creators', values.creators, 3_000);
const seconds = parseCount('--seconds', values.seconds, 5);
const connections = parseCount('--connections', values.connections, 16);
const poolSize = parseCount('--pool', values.pool, defaultPoolSize());

const ROUTES = [
  ['first page, no filter', '/api/account/creator/filter'],
  ['first page, SP + Moda', '/api/account/creator/filter?states=SP&categories_ids=1'],
  ['count of active creators', '/api/account/creator/count'],
  ['categories with children', '/api/category/all_with_parent'],
  ['second page (never cached)', '/api/account/creator/filter?offset=24'],
] as const;

/** A replica that cannot listen for invalidations: its cache keeps nothing. */
const CACHE_OFF: DatabaseEvents = { listen: () => Promise.reject(new Error('cache off for the benchmark')) };

const database = await openDatabase(url ? { kind: 'postgres', url, poolSize } : { kind: 'pglite' });
try {
  const [existing] = await queryRows<{ total: number }>(database.db, sql`SELECT count(*)::integer AS total FROM creators`);
  const missing = Math.max(0, creators - (existing?.total ?? 0));
  if (missing > 0) await seedCatalogue(database.db, { creators: missing });
  await database.db.execute(sql`VACUUM ANALYZE`);

  const results: { name: string; off: HttpLoadResult; on: HttpLoadResult }[] = [];
  const measureWith = async (events: DatabaseEvents) => {
    const { address, close } = await startBenchServer(database, events);
    const byRoute: HttpLoadResult[] = [];
    try {
      for (const [, path] of ROUTES) {
        await httpLoad({ urls: [`${address}${path}`], connections, seconds: 1 }); // warm-up
        byRoute.push(await httpLoad({ urls: [`${address}${path}`], connections, seconds }));
      }
    } finally {
      await close();
    }
    return byRoute;
  };
  const off = await measureWith(CACHE_OFF);
  const on = await measureWith(database);
  ROUTES.forEach(([name], index) => {
    const [before, after] = [off[index], on[index]];
    if (before && after) results.push({ name, off: before, on: after });
  });

  const [total] = await queryRows<{ total: number }>(database.db, sql`SELECT count(*)::integer AS total FROM creators`);
  const cpu = cpus();
  console.log(`\nMachine: ${cpu[0]?.model ?? 'unknown CPU'}, ${cpu.length} cores; Node ${process.version}`);
  const pool = database.driver === 'postgres' ? `, a pool of ${poolSize}` : '';
  console.log(`Database: ${database.driver}${pool}, ${(total?.total ?? 0).toLocaleString('en')} creators; ${connections} HTTP connections, ${seconds} s per route; load average ${loadavg()[0]?.toFixed(1) ?? '?'}`);
  console.log('\n| route | req/s without cache | req/s with cache | p50 ms without / with | p99 ms without / with |');
  console.log('|---|---:|---:|---:|---:|');
  for (const { name, off: a, on: b } of results) {
    const failed = a.failures + b.failures > 0 ? ` (${a.failures + b.failures} failures)` : '';
    console.log(`| ${name}${failed} | ${a.perSecond.toFixed(0)} | ${b.perSecond.toFixed(0)} | ${a.p50Ms.toFixed(1)} / ${b.p50Ms.toFixed(1)} | ${a.p99Ms.toFixed(1)} / ${b.p99Ms.toFixed(1)} |`);
  }
} finally {
  await database.close();
}
