import type { JobQueueSql } from './database.js';
import { JOB_QUEUE_SCHEMA } from './job-queue-install.js';

/**
 * Asks the job queue's own connections for the queue's schema version: rejects when they cannot
 * reach the database, or the queue was never installed there (`/api/health/ready`).
 */
export async function probeJobQueue(sql: JobQueueSql): Promise<void> {
  await sql.executeSql(`SELECT version FROM ${JOB_QUEUE_SCHEMA}.version`, []);
}
