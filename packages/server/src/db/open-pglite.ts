import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { DatabaseHandle } from './database.js';
import { installJobQueue } from './job-queue-install.js';
import type { JobQueueSql } from './job-queue-sql.js';
import { JOB_QUEUES } from './job-queues.js';
import { MIGRATIONS_FOLDER } from './migrations-folder.js';
import * as schema from './schema.js';

/**
 * Opens the embedded PostgreSQL (PGlite). With a directory the data persists there
 * (`.data/pg` by default); without one it lives in memory, which tests use for speed. An
 * in-memory database may start from `image` ({@link migratedPgliteImage}) instead of empty.
 */
export async function openPglite(dataDir?: string, image?: Blob): Promise<DatabaseHandle> {
  // PGlite creates its own folder but not the ones above it (`.data` on a fresh clone).
  if (dataDir !== undefined) await mkdir(dataDir, { recursive: true });
  return handleOf(await createClient(dataDir, image));
}

/**
 * A migrated, empty database's files, to start in-memory databases from. Creating a PGlite runs
 * PostgreSQL's `initdb`, about 3 s on a 2-core machine; loading these files takes about half
 * that, and skips the migrations too. Tests open dozens of databases.
 */
export async function migratedPgliteImage(): Promise<Blob> {
  const client = await createClient();
  try {
    await handleOf(client).migrate();
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

function createClient(dataDir?: string, image?: Blob): Promise<PGlite> {
  return PGlite.create(dataDir, { extensions: { pg_trgm }, ...(image !== undefined && { loadDataDir: image }) });
}

function handleOf(client: PGlite): DatabaseHandle {
  const db = drizzle({ client, schema });
  const jobQueueSql = pgliteJobQueueSql(client);
  return {
    db,
    driver: 'pglite',
    jobQueueSql,
    migrate: async () => {
      await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
      await installJobQueue(jobQueueSql, Object.values(JOB_QUEUES));
    },
    // PGlite runs in this process: its notifications are delivered in-process, never lost.
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    close: () => client.close(),
  };
}

/**
 * pg-boss on PGlite: a statement with parameters is one query; a script without (its install and
 * maintenance, each wrapped in BEGIN and COMMIT) runs whole, and PGlite's one connection runs it
 * before anything else, so the script's transaction is never interleaved.
 */
function pgliteJobQueueSql(client: PGlite): JobQueueSql {
  return {
    executeSql: async (text, values = []) => {
      if (values.length > 0) return { rows: (await client.query(text, [...values])).rows };
      const results = await client.exec(text);
      return { rows: results.findLast((result) => result.fields.length > 0)?.rows ?? [] };
    },
  };
}
