import { PAYMENT_METHODS, PAYMENT_STATUSES } from '@publi/domain';
import { Gauge, type Registry } from 'prom-client';
import type { Database, DatabasePoolStats } from '../db/database.js';
import { jobQueueCounts, type JobQueueState } from '../db/job-queue-counts.js';
import type { JobQueueSql } from '../db/job-queue-sql.js';
import { JOB_QUEUES } from '../db/job-queues.js';
import { PaymentsStatesRepository } from '../payments/payments-states.repository.js';

/** Where the series read at scrape time come from. */
export interface DatabaseSources {
  readonly db: Database;
  readonly jobQueueSql: JobQueueSql;
  /** The connection pools (PostgreSQL); without it (PGlite) the pool series are left out. */
  readonly pools?: () => readonly DatabasePoolStats[];
  /** Hears a read that failed (the app's log). */
  readonly onReadFailed: (error: unknown, source: string) => void;
}

type Sample<Label extends string> = readonly [Partial<Record<Label, string>>, number];

const JOB_STATES: readonly JobQueueState[] = ['waiting', 'active', 'failed'];

/**
 * The series read from the database at each scrape: payments by state, the queues' jobs, and the
 * pools. Payments and jobs are the whole database's, the same on every replica (take `max`, not
 * `sum`, across replicas). A read that fails (the database is down) leaves its series out of that
 * scrape and sets `publi_metrics_source_up` to 0, so the rest of the scrape (the requests, which
 * matter most then) still answers.
 */
export function databaseSeries(registry: Registry, sources: DatabaseSources): void {
  const up = new Gauge({ name: 'publi_metrics_source_up', help: 'Whether the last scrape could read a source of series (1) or not (0).', labelNames: ['source'] as const, registers: [registry] });
  const readAtScrape = <Label extends string>(gauge: { name: string; help: string; labelNames: readonly Label[] }, source: string, read: () => Promise<readonly Sample<Label>[]>) =>
    new Gauge<Label>({
      ...gauge,
      registers: [registry],
      async collect() {
        this.reset();
        try {
          for (const [labels, value] of await read()) this.set(labels, value);
          up.set({ source }, 1);
        } catch (error) {
          sources.onReadFailed(error, source);
          up.set({ source }, 0);
        }
      },
    });

  readAtScrape({ name: 'publi_payments', help: 'Payments by state and method, in the whole database.', labelNames: ['status', 'method'] }, 'payments', async () => {
    const counted = await new PaymentsStatesRepository(sources.db).countByState();
    // Every state and method, 0 where none stands: a payment moving shows as one series going up.
    return PAYMENT_STATUSES.flatMap((status) =>
      PAYMENT_METHODS.map((method): Sample<'status' | 'method'> => [{ status, method }, counted.find((row) => row.status === status && row.method === method)?.count ?? 0]),
    );
  });

  readAtScrape({ name: 'publi_job_queue_jobs', help: 'Jobs of each queue waiting (new or to retry), active, or failed (kept about 8 days), in the whole database.', labelNames: ['queue', 'state'] }, 'job_queue', async () => {
    const counted = await jobQueueCounts(sources.jobQueueSql);
    return Object.values(JOB_QUEUES).flatMap(({ name: queue }) =>
      JOB_STATES.map((state): Sample<'queue' | 'state'> => [{ queue, state }, counted.find((row) => row.queue === queue && row.state === state)?.count ?? 0]),
    );
  });

  const pools = sources.pools;
  if (pools === undefined) return;
  const poolGauge = (name: string, help: string, of: (stats: DatabasePoolStats) => number) => {
    new Gauge({
      name,
      help,
      labelNames: ['pool'] as const,
      registers: [registry],
      collect() {
        for (const stats of pools()) this.set({ pool: stats.pool }, of(stats));
      },
    });
  };
  poolGauge('publi_database_pool_connections', 'Connections open in the pool (requests, or the job queue).', (stats) => stats.total);
  poolGauge('publi_database_pool_idle_connections', 'Connections open and idle in the pool.', (stats) => stats.idle);
  poolGauge('publi_database_pool_waiting_queries', 'Queries waiting for a connection of the pool.', (stats) => stats.waiting);
  poolGauge('publi_database_pool_max_connections', 'The most connections the pool opens (DATABASE_POOL_SIZE for requests).', (stats) => stats.max);
}
