import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_QUEUES } from '../db/job-queues.js';
import { queryRows } from '../db/query-rows.js';
import { startSecondApp, type SecondApp } from '../test-support/second-app.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

// Two replicas on one database (PGlite in this project, PostgreSQL 15 in server-int-postgres),
// each with the clock's five sweeps on a 1 s period: the queue keeps one job per sweep and
// period, whichever replica's timer sent it first, and one replica runs it.
let testApp: TestApp;
const replicas: SecondApp[] = [];
const PERIOD_MS = 1_000;
const SWEEPS = [JOB_QUEUES.expireOffers, JOB_QUEUES.expirePix, JOB_QUEUES.approveDeliveries, JOB_QUEUES.remindApprovals, JOB_QUEUES.resumeProviderCalls].map((queue) => queue.name);

beforeAll(async () => {
  testApp = await startTestApp();
});

afterAll(async () => {
  for (const replica of replicas) await replica.close();
  await testApp.close();
});

interface SlotRuns {
  readonly name: string;
  readonly slot: string;
  readonly jobs: number;
  readonly completed: number;
}

describe('the clock with two replicas', () => {
  it('runs each sweep once per period, not once per replica', async () => {
    const since = new Date();
    replicas.push(await startSecondApp(testApp, undefined, { expirySweepMs: PERIOD_MS }), await startSecondApp(testApp, undefined, { expirySweepMs: PERIOD_MS }));
    const periods = 5;
    await new Promise((resolve) => setTimeout(resolve, periods * PERIOD_MS + 500));
    for (const replica of replicas.splice(0)) await replica.close();

    const runs = await queryRows<SlotRuns>(
      testApp.db,
      sql`SELECT name, singleton_on::text AS slot, count(*)::integer AS jobs, count(*) FILTER (WHERE state = 'completed')::integer AS completed
          FROM pgboss.job WHERE name IN (${sql.join(SWEEPS.map((name) => sql`${name}`), sql`, `)}) AND created_on >= ${since.toISOString()}::timestamptz
          GROUP BY name, singleton_on ORDER BY name, singleton_on`,
    );
    for (const sweep of SWEEPS) {
      const slots = runs.filter((run) => run.name === sweep);
      // Every period had its run (the timers fire once a period each; the first comes a period after start).
      expect(slots.length, sweep).toBeGreaterThanOrEqual(periods - 1);
      expect(slots.length, sweep).toBeLessThanOrEqual(periods + 1);
      // ...and no period had two, though both replicas' timers sent one into each.
      expect(slots.map((slot) => slot.jobs)).toEqual(slots.map(() => 1));
      expect(slots.filter((slot) => slot.completed === 1).length, sweep).toBeGreaterThanOrEqual(periods - 2);
    }
  });
});
