import { JOB_QUEUE_SCHEMA } from './job-queue-install.js';
import type { JobQueueSql } from './job-queue-sql.js';

/** What the operator's series tell of a queue's jobs: waiting (new or to retry), running, or failed for good. */
export type JobQueueState = 'waiting' | 'active' | 'failed';

/** How many jobs of one queue are in one state. */
export interface JobQueueCount {
  readonly queue: string;
  readonly state: JobQueueState;
  readonly count: number;
}

// pg-boss's own states folded into the three an operator watches: `created` and `retry` both
// wait for a worker. Completed and cancelled jobs are left out. A failed job stays in the table
// until it is archived with the completed ones (`archiveCompletedAfterSeconds`, 8 days), so
// `failed` counts the failures of about the last week.
const COUNTS = `
  SELECT name AS queue,
         CASE WHEN state IN ('created', 'retry') THEN 'waiting' ELSE state::text END AS state,
         count(*)::integer AS count
    FROM ${JOB_QUEUE_SCHEMA}.job
   WHERE state IN ('created', 'retry', 'active', 'failed')
   GROUP BY 1, 2`;

/** The jobs of every queue by state, read from pg-boss's table through the queue's own connection. */
export async function jobQueueCounts(sql: JobQueueSql): Promise<JobQueueCount[]> {
  const { rows } = await sql.executeSql(COUNTS);
  return rows as JobQueueCount[];
}
