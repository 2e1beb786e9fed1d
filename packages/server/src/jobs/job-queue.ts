import PgBoss from 'pg-boss';
import { JOB_QUEUE_SCHEMA } from '../db/job-queue-install.js';
import type { Queryable } from '../db/database.js';
import { jobQueueSqlOn, type JobQueueSql } from '../db/job-queue-sql.js';
import type { JobQueueName } from '../db/job-queues.js';

/** How often this replica's workers look for jobs, and how often the queue's upkeep runs. */
export interface JobQueueTiming {
  /** Seconds between a worker's looks for new jobs (0.5 at least); a job sent by this replica is taken at once. */
  readonly pollingSeconds: number;
  /** Seconds between upkeep rounds: a job past its time (its replica died) is failed and retried then. */
  readonly maintenanceSeconds: number;
}

/** Production's timing: a job waits 2 s at most for a worker; a lost one is found within a minute. */
export const DEFAULT_JOB_QUEUE_TIMING: JobQueueTiming = { pollingSeconds: 2, maintenanceSeconds: 60 };

/** What runs one job of a queue: it throws to have the job retried (with backoff, per the queue's definition). */
export type JobHandler<Data> = (data: Data) => Promise<void>;

/**
 * The server's jobs on pg-boss (PostgreSQL or PGlite, `JobQueueSql`). Each replica runs workers
 * for every queue; a job is taken by one of them (`FOR UPDATE SKIP LOCKED`), retried with backoff
 * when it throws, and retried by any replica when the one running it died (its time runs out).
 * Periodic jobs are sent by every replica's timer into the same time slot (`singletonSeconds`):
 * the database keeps one per slot, so a sweep runs once per period whatever the number of replicas.
 */
export class JobQueue {
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly workers = new Map<string, string>();

  private constructor(
    private readonly boss: PgBoss,
    private readonly onError: (error: unknown, what: string) => void,
  ) {}

  /** A queue that only writes jobs (`sendIn`), for scripts such as the seed: a running server's workers take them. */
  static writer(sql: JobQueueSql): JobQueue {
    return new JobQueue(new PgBoss({ db: sql, schema: JOB_QUEUE_SCHEMA }), () => undefined);
  }

  /** Starts the queue's upkeep on `sql` (installed by the migration); workers start with {@link work}. */
  static async start(sql: JobQueueSql, timing: JobQueueTiming, onError: (error: unknown, what: string) => void): Promise<JobQueue> {
    const boss = new PgBoss({
      db: sql,
      schema: JOB_QUEUE_SCHEMA,
      migrate: false,
      supervise: true,
      schedule: false,
      pollingIntervalSeconds: timing.pollingSeconds,
      maintenanceIntervalSeconds: timing.maintenanceSeconds,
      // Completed jobs stay long enough to hold their period's slot: the longest is the clean-up's,
      // a week at most (`STORAGE_SWEEP_HOURS`).
      archiveCompletedAfterSeconds: 8 * 24 * 60 * 60,
    });
    boss.on('error', (error) => {
      onError(error, 'run the job queue');
    });
    await boss.start();
    return new JobQueue(boss, onError);
  }

  /**
   * Runs `handler` for each job of `queue` on this replica, one at a time per queue. After a job
   * the worker looks for the next at once: pg-boss would wait its polling interval after every
   * job, so a backlog (a burst of e-mails) would leave at one every 2 s.
   */
  async work<Data extends object>(queue: JobQueueName, handler: JobHandler<Data>): Promise<void> {
    const id = await this.boss.work<Data>(queue, async ([job]) => {
      if (job === undefined) return;
      try {
        await handler(job.data);
      } catch (error) {
        // Logged here (the queue keeps only the last output); thrown again for its retries.
        this.onError(error, `run a job of ${queue}`);
        throw error;
      } finally {
        this.wake(queue);
      }
    });
    this.workers.set(queue, id);
  }

  /**
   * Writes one job of `queue` per `data` with `db` (the caller's transaction): committed or rolled
   * back with the change that asks for it. Call {@link wake} after the commit.
   */
  async sendIn(db: Queryable, queue: JobQueueName, datas: readonly object[], options: Pick<PgBoss.JobInsert, 'retryDelay' | 'expireInSeconds'> = {}): Promise<void> {
    if (datas.length === 0) return;
    await this.boss.insert(
      datas.map((data) => ({ name: queue, data, ...options })),
      { db: jobQueueSqlOn(db) },
    );
  }

  /** Tells this replica's worker of `queue` to look for jobs now (one just committed), instead of at its next poll. */
  wake(queue: JobQueueName): void {
    const worker = this.workers.get(queue);
    if (worker !== undefined) this.boss.notifyWorker(worker);
  }

  /**
   * Sends a job of `queue` every `periodMs` into that period's slot, from this replica's timer;
   * the replicas' timers share the slots, so one job runs per period. `firstAfterMs` sends the
   * first sooner (a daily job on a server restarted more often than daily).
   */
  every(queue: JobQueueName, periodMs: number, firstAfterMs?: number): void {
    const slotSeconds = Math.max(1, Math.round(periodMs / 1000));
    const sendIntoSlot = () => {
      this.boss.send(queue, {}, { singletonSeconds: slotSeconds }).then(
        () => {
          this.wake(queue);
        },
        (error: unknown) => {
          this.onError(error, `send the periodic job ${queue}`);
        },
      );
    };
    const timer = setInterval(sendIntoSlot, periodMs);
    timer.unref();
    this.timers.add(timer);
    if (firstAfterMs !== undefined) {
      const first = setTimeout(sendIntoSlot, firstAfterMs);
      first.unref();
      this.timers.add(first);
    }
  }

  /**
   * Stops the timers and the workers: jobs in flight may finish for `graceMs`, then what is left
   * is failed and retried (by another replica, or this one after a restart).
   */
  async stop(graceMs = 10_000): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
    this.timers.clear();
    await this.boss.stop({ graceful: true, close: false, wait: true, timeout: graceMs });
  }
}
