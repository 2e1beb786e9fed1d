import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema.js';

/**
 * The one query layer the server uses, whichever driver is underneath: PGlite (embedded,
 * the default) or node-postgres (`DATABASE_URL`). Both speak the same SQL and run the same
 * migrations, so code written against this type runs on both.
 */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction handle; repositories accept either this or the {@link Database}. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Anything that runs queries: the database itself or an open transaction. */
export type Queryable = Database | Transaction;

/**
 * PostgreSQL's notifications (`LISTEN`), for fan-out between replicas: `onPayload` gets each
 * payload sent on `channel` (with `pg_notify` inside a transaction, delivered on commit), or
 * `null` after the connection was lost and found again, when anything may have been missed.
 * `onLost` hears the loss itself, at once: from then until that `null`, notices are missed.
 */
export interface DatabaseEvents {
  listen(channel: string, onPayload: (payload: string | null) => void, onLost?: () => void): Promise<() => Promise<void>>;
}

/** How the job queue (pg-boss) runs its SQL: its own text with `$1`-style parameters. */
export interface JobQueueSql {
  executeSql(text: string, values?: readonly unknown[]): Promise<{ rows: unknown[] }>;
}

/** One connection pool at this moment: its open connections, those idle, and the queries waiting for one. */
export interface DatabasePoolStats {
  /** `requests` (the API's and the services' pool) or `jobs` (the job queue's own). */
  readonly pool: 'requests' | 'jobs';
  readonly max: number;
  readonly total: number;
  readonly idle: number;
  readonly waiting: number;
}

/** An open database with what it takes to migrate and close it. */
export interface DatabaseHandle extends DatabaseEvents {
  readonly db: Database;
  /** `pglite` or `postgres`, for logs and benchmarks. */
  readonly driver: 'pglite' | 'postgres';
  /** Where the job queue (pg-boss) runs its own SQL: PGlite's one connection, or a small pool of its own. */
  readonly jobQueueSql: JobQueueSql;
  /** The connection pools at this moment (PostgreSQL); PGlite is one connection inside this process, with no pool. */
  readonly pools?: () => readonly DatabasePoolStats[];
  /** Applies every migration not yet applied, and installs the job queue's schema and queues. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}
