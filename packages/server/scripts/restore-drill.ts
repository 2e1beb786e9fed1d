// The restore drill (docs/operations.md): dumps a database with pg_dump, restores the dump into
// an EMPTY database, and checks that the restored ledger and the states of contracts, payments
// and payouts are the original's. Then start a server on the restored database and ask
// /api/health/ready. CI runs the same drill on PostgreSQL 15 (src/faults/restore-drill.faults.spec.ts).
//
//   pnpm --filter @publi/server run restore-drill -- <source DATABASE_URL> <empty target DATABASE_URL>
//
// PG_BIN names the folder of pg_dump and pg_restore (Debian's PostgreSQL 15 by default); use the
// server's major version or newer. Exits 1 when anything differs.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { moneyFactsOf } from '../src/db/money-facts.js';
import { openPostgres } from '../src/db/open-postgres.js';
import { DEFAULT_PG_BIN, describeMoneyFacts, dumpDatabase, moneyFactsDifferences, restoreDatabase } from '../src/operations/restore-drill.js';

const [sourceUrl, targetUrl] = process.argv.slice(2).filter((arg) => arg !== '--');
if (sourceUrl === undefined || targetUrl === undefined) {
  console.error('Usage: restore-drill <source DATABASE_URL> <empty target DATABASE_URL>');
  process.exit(2);
}
const pgBin = process.env['PG_BIN'] ?? DEFAULT_PG_BIN;

/** A tool that failed, told in one line: its own error, never its command line (which holds the URLs and their passwords). */
class DrillStepFailed extends Error {}

async function step(what: string, run: () => Promise<void>): Promise<void> {
  try {
    await run();
  } catch (error) {
    const stderr = typeof error === 'object' && error !== null && 'stderr' in error && typeof error.stderr === 'string' ? error.stderr.trim().split('\n')[0] || undefined : undefined;
    throw new DrillStepFailed(`${what} failed: ${stderr ?? 'the tool did not start (is PG_BIN right?)'}`);
  }
}
const folder = await mkdtemp(join(tmpdir(), 'publi-restore-drill-'));
const dumpFile = join(folder, 'publi.dump');
const source = openPostgres(sourceUrl, 1);
const target = openPostgres(targetUrl, 1);
try {
  const started = performance.now();
  await step('pg_dump of the source', () => dumpDatabase(sourceUrl, dumpFile, pgBin));
  const dumped = performance.now();
  await step('pg_restore into the target (it must be an empty database)', () => restoreDatabase(dumpFile, targetUrl, pgBin));
  const restored = performance.now();
  // The original is read after the dump: run the drill on a copy nobody writes to, or on a quiet moment.
  const [before, after] = await Promise.all([moneyFactsOf(source.db), moneyFactsOf(target.db)]);
  for (const line of describeMoneyFacts(before)) console.log(line);
  console.log(`dump ${((dumped - started) / 1000).toFixed(1)} s, restore ${((restored - dumped) / 1000).toFixed(1)} s`);
  const differences = moneyFactsDifferences(before, after);
  for (const line of differences) console.error(line);
  console.log(differences.length === 0 ? 'The restored database matches: start a server on it and ask /api/health/ready.' : 'The restored database differs.');
  process.exitCode = differences.length === 0 ? 0 : 1;
} catch (error) {
  if (!(error instanceof DrillStepFailed)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await Promise.all([source.close(), target.close()]);
  await rm(folder, { recursive: true, force: true });
}
