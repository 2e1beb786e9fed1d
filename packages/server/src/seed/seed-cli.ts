// `pnpm --filter @publi/server seed [--creators N] [--seed S]`: adds N generated creators
// (3,000 by default) and any missing reference data to the database the server would use:
// PostgreSQL with DATABASE_URL, else PGlite under DATA_DIR (default .data). Each batch is
// one statement, so an interrupted run leaves whole creators only; running it again adds more.
// The run's first 256 creators get drawn photos in the server's blob store (DATA_DIR/uploads,
// or the bucket STORAGE=gcs names), where the server serves them from; the rest share those (seed-avatars.ts).
import { mkdir } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { readServerConfig } from '../config/server-config.js';
import { databaseLocationFromEnv, openDatabase } from '../db/open-database.js';
import { cliArgs } from './cli-args.js';
import { openFileStores } from '../storage/open-file-stores.js';
import { parseCount } from './parse-count.js';
import { DEFAULT_CATALOGUE_SEED, seedCatalogue } from './seed-catalogue.js';
import { DEMO_CATALOGUE_CREATORS } from './seed-if-empty.js';

const { values } = parseArgs({
  args: cliArgs(),
  options: { creators: { type: 'string' }, seed: { type: 'string' }, 'batch-size': { type: 'string' }, concurrency: { type: 'string' } },
});
const creators = parseCount('--creators', values.creators, DEMO_CATALOGUE_CREATORS);
const seed = parseCount('--seed', values.seed, DEFAULT_CATALOGUE_SEED);
const batchSize = parseCount('--batch-size', values['batch-size'], 2_000);

const config = readServerConfig(process.env);
const location = databaseLocationFromEnv(process.env, config.dataDir, config.databasePoolSize);
// PGlite creates its own folder but not the ones above it (a fresh DATA_DIR).
if (location.kind === 'pglite' && location.dataDir) await mkdir(location.dataDir, { recursive: true });
const database = await openDatabase(location);
const { blobStore } = await openFileStores(config.storage, config.dataDir);
// PostgreSQL writes two batches at once on two pooled connections; PGlite has one.
const concurrency = parseCount('--concurrency', values.concurrency, database.driver === 'postgres' ? 2 : 1);
const started = performance.now();
let lastReport = 0;
try {
  const result = await seedCatalogue(database.db, {
    creators,
    seed,
    batchSize,
    concurrency,
    avatars: { blobStore },
    onProgress: (inserted) => {
      if (inserted - lastReport >= 50_000 || inserted === creators) {
        lastReport = inserted;
        console.log(`${inserted.toLocaleString('pt-BR')} criadores inseridos`);
      }
    },
  });
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `Pronto: ${result.creators.toLocaleString('pt-BR')} criadores (índices a partir de ${result.firstIndex}) ` +
      `em ${seconds.toFixed(1)} s no ${database.driver}.`,
  );
} finally {
  await database.close();
}
