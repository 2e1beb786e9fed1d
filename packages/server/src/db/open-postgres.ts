import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { DatabaseHandle, DatabasePoolStats } from './database.js';
import { installJobQueue } from './job-queue-install.js';
import type { JobQueueSql } from './job-queue-sql.js';
import { JOB_QUEUES } from './job-queues.js';
import { listenOnDedicatedConnection } from './listen-postgres.js';
import { MIGRATIONS_FOLDER } from './migrations-folder.js';
import { defaultPoolSize } from './pool-size.js';
import * as schema from './schema.js';

/**
 * How long a request waits for a connection before it is answered 503: the bound on a request
 * while the database is unreachable (a refused connection fails at once; a silent network does not).
 */
export const CONNECT_TIMEOUT_MS = 5_000;

/** Connections of the job queue's own pool, beside the requests' pool. */
const JOB_QUEUE_CONNECTIONS = 2;

/** The advisory lock replicas take to migrate: one at a time, whatever their number. */
const MIGRATION_LOCK_KEY = 0x6d696772; // "migr"

/**
 * Runs `work` while this process holds the migration lock, on a connection of its own (not the
 * pool's, which `work` needs): replicas started together migrate one after another, the later
 * ones finding nothing left to do, instead of racing to create the same tables.
 */
async function whileMigrationLockHeld(connectionString: string, work: () => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await work();
  } finally {
    // Ending the session lets the lock go, also when the unlock itself could not be sent.
    await client.end();
  }
}

/**
 * Opens a PostgreSQL server through a node-postgres pool (`DATABASE_URL`) of `poolSize` connections at most.
 * The pool outlives a database restart: broken connections are dropped and new ones made on demand.
 */
export function openPostgres(connectionString: string, poolSize = defaultPoolSize()): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: poolSize, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // An idle connection the server ends (a restart: 57P01) is reported here and dropped by the
  // pool; without a listener node would treat it as an uncaught error and end the process.
  pool.on('error', () => undefined);
  const db = drizzle({ client: pool, schema });
  // The queue's polling and maintenance get connections of their own, so a burst of requests
  // never starves the workers (nor the workers the requests).
  const jobsPool = new pg.Pool({ connectionString, max: JOB_QUEUE_CONNECTIONS, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  jobsPool.on('error', () => undefined);
  const jobQueueSql: JobQueueSql = { executeSql: async (text, values) => ({ rows: (await jobsPool.query(text, values ? [...values] : undefined)).rows as unknown[] }) };
  return {
    db,
    driver: 'postgres',
    jobQueueSql,
    pools: () => [statsOf('requests', pool, poolSize), statsOf('jobs', jobsPool, JOB_QUEUE_CONNECTIONS)],
    migrate: () =>
      whileMigrationLockHeld(connectionString, async () => {
        await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
        await installJobQueue(jobQueueSql, Object.values(JOB_QUEUES));
      }),
    listen: (channel, onPayload, onLost) => listenOnDedicatedConnection(connectionString, channel, onPayload, onLost),
    close: async () => {
      await jobsPool.end();
      await pool.end();
    },
  };
}

function statsOf(name: DatabasePoolStats['pool'], pool: pg.Pool, max: number): DatabasePoolStats {
  return { pool: name, max, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount };
}
