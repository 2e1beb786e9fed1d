// `pnpm --filter @publi/server bench:load [--creators N] [--seconds S] [--connections C] [--pool P] [--only TEXT]`:
// issue 14's load benchmark. Seeds N creators (3,000, the demo's catalogue, into PGlite in
// memory by default; 1,000,000 into DATABASE_URL's PostgreSQL when it is set, topping up what
// an earlier run seeded), starts the real API on a free port of 127.0.0.1 with its cache on,
// as in production, and loads each route from C keep-alive connections (50) for S seconds
// (10), three times after a warm-up, from a process of its own (`http-load.ts`). Prints the
// medians (req/s, p50/p95/p99, non-2xx) against the targets, with the date, machine,
// load average and driver. Exits 1 when any answer was not 2xx; a missed target is reported,
// not fatal (`bench:check` is the gate, against budgets). `--only profile` loads just the routes
// whose name contains the text, for a before/after of one route. Localhost only.
import { parseArgs } from 'node:util';
import { defaultPoolSize } from '../src/db/pool-size.js';
import { cliArgs } from '../src/seed/cli-args.js';
import { parseCount } from '../src/seed/parse-count.js';
import { benchContext, describeContext } from './bench-context.js';
import { openSeededDatabase } from './bench-database.js';
import { startBenchServer } from './bench-server.js';
import { loadRoutes } from './load-routes.js';
import { loadTable, measureRoutes } from './load-suite.js';

const { values } = parseArgs({
  args: cliArgs(),
  options: { creators: { type: 'string' }, seconds: { type: 'string' }, connections: { type: 'string' }, pool: { type: 'string' }, only: { type: 'string' } },
});
const url = process.env['DATABASE_URL'];
const creators = parseCount('--creators', values.creators, url ? 1_000_000 : 3_000);
const seconds = parseCount('--seconds', values.seconds, 10);
const connections = parseCount('--connections', values.connections, 50);
const poolSize = parseCount('--pool', values.pool, defaultPoolSize());
const PROFILES = 10_000;
const REPEATS = 3;

const before = benchContext();
const { database, creators: total, version } = await openSeededDatabase({ url, poolSize: url ? poolSize : undefined, creators });
try {
  const routes = (await loadRoutes(database, PROFILES)).filter((route) => values.only === undefined || route.name.includes(values.only));
  if (routes.length === 0) throw new Error(`no route's name contains "${values.only ?? ''}"`);
  const server = await startBenchServer(database, database);
  try {
    console.log(`Loading ${routes.length} routes, ${REPEATS} x ${seconds} s each from ${connections} connections...`);
    const figures = await measureRoutes(server.address, routes, { connections, seconds, repeats: REPEATS, warmUpSeconds: 2 });
    const pool = database.driver === 'postgres' ? `, a pool of ${poolSize}` : ' in memory (one connection)';
    console.log(`\nBefore: ${describeContext(before)}`);
    console.log(`After:  ${describeContext(benchContext())}`);
    console.log(`Database: ${version}, ${database.driver}${pool}, ${total.toLocaleString('en')} creators`);
    console.log(`Load: ${connections} keep-alive connections, ${seconds} s per run; each figure the median of ${REPEATS} runs`);
    console.log(`\n${loadTable(figures)}`);
    if (figures.some((f) => f.failures > 0)) {
      console.error('\nFAILED: some answers were not 2xx (see the non-2xx column).');
      process.exitCode = 1;
    }
  } finally {
    await server.close();
  }
} finally {
  await database.close();
}
