import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app/build-app.js';
import { FirebaseTokenVerifier } from '../auth/firebase-token-verifier.js';
import { openPostgres } from '../db/open-postgres.js';
import type { JobQueueTiming } from '../jobs/job-queue.js';
import type { MailerPort } from '../ports/mailer.port.js';
import type { FileStores } from '../storage/open-file-stores.js';
import { RAISED_RATE_LIMITS } from './raised-rate-limits.js';
import { TEST_RECENT_SIGN_IN_MINUTES } from './test-recent-sign-in.js';
import { TEST_JOB_QUEUE_TIMING, type TestApp } from './test-app.js';
import { identityDepsOf } from '../app/identity-deps.js';

/** A second replica of the API on the test's database, listening on a port of its own. */
export interface SecondApp {
  readonly app: FastifyInstance;
  /** `http://127.0.0.1:<port>/api`. */
  readonly baseUrl: string;
  close(): Promise<void>;
}

/**
 * Another `buildApp` on the same database, as a second replica would run: on PostgreSQL its own
 * pool and its own listening connection; on PGlite (one process) the same database handle.
 * `tokenVerifier` (closed with it) is the emulator's unless a test makes its own; `options`
 * sets what a replica may set differently (its streams' heartbeat, its sweeps' period, its mail server, its job queue's timing,
 * its own clients of the first one's file stores).
 */
export async function startSecondApp(
  testApp: TestApp,
  tokenVerifier = new FirebaseTokenVerifier('demo-publi'),
  options: { readonly streamHeartbeatMs?: number; readonly expirySweepMs?: number; readonly mailer?: MailerPort; readonly jobQueueTiming?: JobQueueTiming; readonly storage?: FileStores } = {},
): Promise<SecondApp> {
  const handle = testApp.databaseUrl === undefined ? null : openPostgres(testApp.databaseUrl, 4);
  const app = await buildApp({
    db: handle?.db ?? testApp.db,
    events: handle ?? testApp.events,
    ...identityDepsOf(tokenVerifier),
    blobStore: (options.storage ?? testApp.storage).blobStore,
    clock: { now: () => new Date() },
    mailer: options.mailer ?? testApp.mailer,
    jobQueueSql: handle?.jobQueueSql ?? testApp.jobQueueSql,
    jobQueueTiming: options.jobQueueTiming ?? TEST_JOB_QUEUE_TIMING,
    // Another replica: the same provider (its webhook calls reach the first one) and files.
    payments: { provider: testApp.payments.provider, feeBasisPoints: testApp.payments.feeBasisPoints, pixExpiryMinutes: testApp.payments.pixExpiryMinutes },
    privateFiles: (options.storage ?? testApp.storage).privateFiles,
    expirySweepMs: options.expirySweepMs ?? 0,
    storageSweepMs: 0,
    reconciliationMs: 0,
    rateLimits: RAISED_RATE_LIMITS,
    recentSignInMinutes: TEST_RECENT_SIGN_IN_MINUTES,
    ...(options.streamHeartbeatMs === undefined ? {} : { streamHeartbeatMs: options.streamHeartbeatMs }),
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    baseUrl: `${address}/api`,
    close: async () => {
      await app.close();
      await tokenVerifier.close();
      await handle?.close();
    },
  };
}

/** Makes the test app itself listen on a free port; answers its `/api` base URL. */
export async function listenOn(testApp: TestApp): Promise<string> {
  const address = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  return `${address}/api`;
}
