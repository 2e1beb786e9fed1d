import PgBoss from 'pg-boss';
import type { JobQueueSql } from './job-queue-sql.js';

/** The schema pg-boss keeps its jobs in, beside ours. */
export const JOB_QUEUE_SCHEMA = 'pgboss';

/** A queue: its name, and how its jobs retry and when one in flight counts as lost (its replica died). */
export interface JobQueueDefinition {
  readonly name: string;
  readonly retryLimit: number;
  /** Seconds before the first retry; each next one waits about twice as long (pg-boss's backoff). */
  readonly retryDelaySeconds: number;
  /** Seconds a job may run: past them it is failed and retried, by any replica. */
  readonly expireInSeconds: number;
  /** Where a job goes after its last retry failed, or null. */
  readonly deadLetter?: string;
}

/**
 * Installs (or brings up to date) pg-boss's schema and creates the `queues` missing from it: part
 * of every migration, so a job may be sent from any transaction (pg-boss 10 refuses a job for a
 * queue that does not exist) and a migrated test image holds it all. Runs nothing in the background.
 */
export async function installJobQueue(sql: JobQueueSql, queues: readonly JobQueueDefinition[]): Promise<void> {
  const boss = new PgBoss({ db: sql, schema: JOB_QUEUE_SCHEMA, supervise: false, schedule: false, migrate: true });
  await boss.start();
  try {
    const existing = new Set((await boss.getQueues()).map((queue) => queue.name));
    // Dead-letter queues first: a queue naming one that does not exist is refused.
    const ordered = [...queues].sort((a, b) => Number(a.deadLetter !== undefined) - Number(b.deadLetter !== undefined));
    for (const queue of ordered.filter(({ name }) => !existing.has(name))) {
      await boss.createQueue(queue.name, {
        name: queue.name,
        retryLimit: queue.retryLimit,
        retryDelay: queue.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: queue.expireInSeconds,
        ...(queue.deadLetter !== undefined && { deadLetter: queue.deadLetter }),
      });
    }
  } finally {
    await boss.stop({ graceful: false, close: false });
  }
}
