// `pnpm --filter @publi/server bench:search [--creators N] [--runs R] [--only TEXT]`: seeds N creators
// (100,000 on PGlite in memory; 1,000,000 on PostgreSQL when DATABASE_URL is set, topping up
// what an earlier run seeded), runs VACUUM ANALYZE, then times each query shape R times
// (300 by default, at most 60 s each) through the functions the routes call, and prints
// p50/p95/p99 per shape with the machine. `--only typeahead` times only the shapes whose
// name contains the text. Localhost only; nothing leaves the machine.
import { cpus, totalmem } from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/open-database.js';
import { cliArgs } from '../src/seed/cli-args.js';
import { parseCount } from '../src/seed/parse-count.js';
import { seedCatalogue } from '../src/seed/seed-catalogue.js';
import { queryRows } from '../src/db/query-rows.js';
import { benchShapes } from './bench-shapes.js';
import { measure, type ShapeTiming } from './measure.js';

const { values } = parseArgs({ args: cliArgs(), options: { creators: { type: 'string' }, runs: { type: 'string' }, 'max-seconds': { type: 'string' }, only: { type: 'string' } } });
const url = process.env['DATABASE_URL'];
const creators = parseCount('--creators', values.creators, url ? 1_000_000 : 100_000);
const runs = parseCount('--runs', values.runs, 300);
const maxSeconds = parseCount('--max-seconds', values['max-seconds'], 60);

const database = await openDatabase(url ? { kind: 'postgres', url } : { kind: 'pglite' });
try {
  const { db } = database;
  const [existing] = await queryRows<{ total: number }>(db, sql`SELECT count(*)::integer AS total FROM creators`);
  const missing = Math.max(0, creators - (existing?.total ?? 0));
  if (missing > 0) {
    const started = performance.now();
    console.log(`Seeding ${missing.toLocaleString('en')} creators on ${database.driver}...`);
    await seedCatalogue(db, { creators: missing, concurrency: database.driver === 'postgres' ? 2 : 1 });
    console.log(`Seeded in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
  }
  await db.execute(sql`VACUUM ANALYZE`);
  const [version] = await queryRows<{ version: string }>(db, sql`SELECT version()`);
  const [total] = await queryRows<{ total: number }>(db, sql`SELECT count(*)::integer AS total FROM creators`);

  const timings: ShapeTiming[] = [];
  for (const shape of benchShapes(db).filter((candidate) => candidate.name.includes(values.only ?? ''))) {
    timings.push(await measure(shape, runs, maxSeconds * 1000));
  }

  const cpu = cpus();
  console.log(`\nMachine: ${cpu[0]?.model ?? 'unknown CPU'}, ${cpu.length} cores, ${(totalmem() / 2 ** 30).toFixed(0)} GiB; Node ${process.version}`);
  console.log(`Database: ${database.driver} (${version?.version.split(',')[0] ?? '?'}), ${(total?.total ?? 0).toLocaleString('en')} creators`);
  console.log('\n| shape | runs | p50 ms | p95 ms | p99 ms | target |');
  console.log('|---|---:|---:|---:|---:|---|');
  for (const t of timings) {
    const target = t.typeahead ? 5 : 20;
    const verdict = t.p95 < target ? `< ${target} ms: ok` : `< ${target} ms: MISSED`;
    console.log(`| ${t.name} | ${t.runs} | ${t.p50.toFixed(2)} | ${t.p95.toFixed(2)} | ${t.p99.toFixed(2)} | ${verdict} |`);
  }
} finally {
  await database.close();
}
