import { join } from 'node:path';
import type { DatabaseHandle } from './database.js';
import { openPglite } from './open-pglite.js';
import { openPostgres } from './open-postgres.js';

/** Where the database lives: a PostgreSQL URL, or PGlite in a folder or in memory. */
export type DatabaseLocation =
  | { readonly kind: 'postgres'; readonly url: string; readonly poolSize?: number }
  | { readonly kind: 'pglite'; readonly dataDir?: string };

/** Opens the database at `location` and brings its schema up to date. */
export async function openDatabase(location: DatabaseLocation): Promise<DatabaseHandle> {
  const handle =
    location.kind === 'postgres' ? openPostgres(location.url, location.poolSize) : await openPglite(location.dataDir);
  await handle.migrate();
  return handle;
}

/**
 * The location the environment asks for: `DATABASE_URL` (with a pool of `poolSize`, the
 * machine's default when left out), else PGlite under `DATA_DIR/pg`.
 */
export function databaseLocationFromEnv(env: NodeJS.ProcessEnv, dataDir: string, poolSize?: number): DatabaseLocation {
  const url = env['DATABASE_URL'];
  if (!url) return { kind: 'pglite', dataDir: join(dataDir, 'pg') };
  return poolSize === undefined ? { kind: 'postgres', url } : { kind: 'postgres', url, poolSize };
}
