import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { DatabaseHandle } from './database.js';
import { listenOnDedicatedConnection } from './listen-postgres.js';
import { MIGRATIONS_FOLDER } from './migrations-folder.js';
import { defaultPoolSize } from './pool-size.js';
import * as schema from './schema.js';

/** Opens a PostgreSQL server through a node-postgres pool (`DATABASE_URL`) of `poolSize` connections at most. */
export function openPostgres(connectionString: string, poolSize = defaultPoolSize()): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  const db = drizzle({ client: pool, schema });
  return {
    db,
    driver: 'postgres',
    migrate: () => migrate(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    listen: (channel, onPayload) => listenOnDedicatedConnection(connectionString, channel, onPayload),
    close: () => pool.end(),
  };
}
