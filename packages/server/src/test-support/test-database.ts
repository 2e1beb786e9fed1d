import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { DatabaseHandle } from '../db/database.js';
import { migratedPgliteImage, openPglite } from '../db/open-pglite.js';
import { openPostgres } from '../db/open-postgres.js';

let migratedImage: Promise<Blob> | undefined;

/**
 * A fresh, migrated database for one test file. By default an in-memory PGlite; with
 * `TEST_DATABASE_URL` (CI's PostgreSQL 15) a new database created on that server and
 * dropped on close, so files never see each other's rows.
 */
export async function openTestDatabase(): Promise<DatabaseHandle & { readonly url?: string }> {
  const serverUrl = process.env['TEST_DATABASE_URL'];
  if (!serverUrl) {
    // Made once per test worker (the integration projects share modules between files) and
    // loaded by every database after: the same schema, from the same migrations.
    migratedImage ??= migratedPgliteImage();
    return openPglite(undefined, await migratedImage);
  }
  const name = `publi_test_${randomUUID().replaceAll('-', '')}`;
  await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = openPostgres(url.toString(), 4);
  await handle.migrate();
  return {
    ...handle,
    url: url.toString(),
    close: async () => {
      await handle.close();
      await withAdminClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name}`));
    },
  };
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
