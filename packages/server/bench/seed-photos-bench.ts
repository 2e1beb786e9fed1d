// `pnpm --filter @publi/server bench:seed-photos [--creators N] [--runs R]`: what the seeded
// photos cost a first start. Seeds N creators (3,000, the demo's) into a fresh in-memory PGlite
// in one transaction, as `seedIfEmpty` does, once without photos and once with them (uploads
// in a temporary folder), R times alternating (3 by default), so a busy machine weighs on both
// alike. Prints the seconds of each run.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openPglite } from '../src/db/open-pglite.js';
import { cliArgs } from '../src/seed/cli-args.js';
import { parseCount } from '../src/seed/parse-count.js';
import { seedCatalogue } from '../src/seed/seed-catalogue.js';
import { DEMO_CATALOGUE_CREATORS } from '../src/seed/seed-if-empty.js';
import { LocalBlobStore } from '../src/storage/local-blob-store.js';

const { values } = parseArgs({ args: cliArgs(), options: { creators: { type: 'string' }, runs: { type: 'string' } } });
const creators = parseCount('--creators', values.creators, DEMO_CATALOGUE_CREATORS);
const runs = parseCount('--runs', values.runs, 3);

async function timeSeed(withPhotos: boolean): Promise<number> {
  const handle = await openPglite();
  const uploadsDir = await mkdtemp(join(tmpdir(), 'publi-seed-bench-'));
  try {
    await handle.migrate();
    const avatars = withPhotos ? { avatars: { blobStore: new LocalBlobStore(uploadsDir) } } : {};
    const started = performance.now();
    await handle.db.transaction((tx) => seedCatalogue(tx, { creators, ...avatars }));
    return (performance.now() - started) / 1000;
  } finally {
    await handle.close();
    await rm(uploadsDir, { recursive: true, force: true });
  }
}

for (let run = 1; run <= runs; run++) {
  const without = await timeSeed(false);
  const withPhotos = await timeSeed(true);
  console.log(`run ${run}: ${creators.toLocaleString('en')} creators in ${without.toFixed(2)} s without photos, ${withPhotos.toFixed(2)} s with them`);
}
