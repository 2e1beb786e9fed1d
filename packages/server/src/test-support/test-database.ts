import { createHash, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import pg from 'pg';
import type { DatabaseHandle } from '../db/database.js';
import { installJobQueue } from '../db/job-queue-install.js';
import { JOB_QUEUES } from '../db/job-queues.js';
import { MIGRATIONS_FOLDER } from '../db/migrations-folder.js';
import { migratedPgliteImage, openPglite } from '../db/open-pglite.js';
import { openPostgres } from '../db/open-postgres.js';

let migratedImage: Promise<Blob> | undefined;
let migratedTemplate: Promise<string> | undefined;

/** Held while a worker builds the migrated template, so the others wait for it rather than race. */
const TEMPLATE_LOCK_KEY = 0x7075626c; // "publ"

/**
 * A fresh, migrated database for one test file. By default an in-memory PGlite; with
 * `TEST_DATABASE_URL` (CI's PostgreSQL 15) a new database on that server, copied from a
 * migrated template and dropped on close, so files never see each other's rows.
 */
export async function openTestDatabase(): Promise<DatabaseHandle & { readonly url?: string }> {
  const serverUrl = process.env['TEST_DATABASE_URL'];
  if (!serverUrl) {
    // Made once per test worker (the integration projects share modules between files) and
    // loaded by every database after: the same schema, from the same migrations.
    migratedImage ??= migratedPgliteImage();
    return openPglite(undefined, await migratedImage);
  }
  // A copy of a database migrated once costs a fraction of migrating each file's own.
  migratedTemplate ??= templateOnServer(serverUrl);
  const template = await migratedTemplate;
  const name = `publi_test_${randomUUID().replaceAll('-', '')}`;
  await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  const url = databaseUrl(serverUrl, name);
  const handle = openPostgres(url, 4);
  return {
    ...handle,
    url,
    close: async () => {
      await handle.close();
      await withAdminClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name}`));
    },
  };
}

/**
 * The name of a migrated database every test database is copied from, built by the first worker
 * that needs it. Its name holds a digest of what migrating does (the SQL migrations, the job
 * queue's install and queues, pg-boss's version), so a server kept between runs never hands out
 * a stale schema; it is renamed into place only once whole, so an interrupted build is redone.
 */
async function templateOnServer(serverUrl: string): Promise<string> {
  const name = `publi_test_template_${migrationsDigest()}`;
  await withAdminClient(serverUrl, async (client) => {
    await client.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    try {
      const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (found.rowCount !== 0) return;
      const building = `${name}_building`;
      await client.query(`DROP DATABASE IF EXISTS ${building}`);
      await client.query(`CREATE DATABASE ${building}`);
      const handle = openPostgres(databaseUrl(serverUrl, building), 1);
      try {
        await handle.migrate();
      } finally {
        await handle.close();
      }
      await client.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]);
    }
  });
  return name;
}

function migrationsDigest(): string {
  const hash = createHash('sha256');
  const journal = join(MIGRATIONS_FOLDER, 'meta', '_journal.json');
  const sqlFiles = readdirSync(MIGRATIONS_FOLDER).filter((file) => file.endsWith('.sql')).sort();
  for (const path of [journal, ...sqlFiles.map((file) => join(MIGRATIONS_FOLDER, file))]) hash.update(readFileSync(path));
  hash.update(installJobQueue.toString());
  hash.update(JSON.stringify(JOB_QUEUES));
  hash.update((createRequire(import.meta.url)('pg-boss/package.json') as { version: string }).version);
  return hash.digest('hex').slice(0, 16);
}

/** Creates an empty database `name` on the server of `serverUrl` (its own, not migrated), and answers its URL. */
export async function createEmptyDatabase(serverUrl: string, name: string): Promise<string> {
  await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  return databaseUrl(serverUrl, name);
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdminClient(url: string, work: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}
