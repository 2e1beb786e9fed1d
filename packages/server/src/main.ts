// The API's composition root: reads the environment, opens the database (PGlite under
// DATA_DIR, or PostgreSQL with DATABASE_URL), migrates, seeds a demo catalogue on first start,
// and listens. Ctrl-C closes the server and the database cleanly.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { buildApp } from './app/build-app.js';
import { FirebaseTokenVerifier } from './auth/firebase-token-verifier.js';
import { readServerConfig } from './config/server-config.js';
import { databaseLocationFromEnv, openDatabase } from './db/open-database.js';
import { systemClock } from './ports/clock.port.js';
import { seedIfEmpty } from './seed/seed-if-empty.js';
import { LocalBlobStore } from './storage/local-blob-store.js';

const config = readServerConfig(process.env);
const database = await openDatabase(databaseLocationFromEnv(process.env, config.dataDir));
const seeded = await seedIfEmpty(database.db);
const uploadsDir = join(config.dataDir, 'uploads');
await mkdir(uploadsDir, { recursive: true });
const tokenVerifier = new FirebaseTokenVerifier(config.firebaseProjectId);

const app = await buildApp({
  db: database.db,
  tokenVerifier,
  blobStore: new LocalBlobStore(uploadsDir),
  clock: systemClock,
  uploadsDir,
  logger: { level: config.logLevel },
});

if (seeded) app.log.info({ creators: seeded.creators }, 'seeded the demo catalogue');

async function shutdown(signal: string): Promise<void> {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await tokenVerifier.close();
  await database.close();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.log.info(`Publi API on http://localhost:${config.port}/api (database: ${database.driver})`);
