import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app/build-app.js';
import { FirebaseTokenVerifier } from '../src/auth/firebase-token-verifier.js';
import type { DatabaseEvents, DatabaseHandle } from '../src/db/database.js';
import { DemoMailCatcher } from '../src/email/demo-mail-catcher.js';
import { sandboxPayments } from '../src/payments/payments-setup.js';
import { systemClock } from '../src/ports/clock.port.js';
import { everyBudget } from '../src/http/rate-limit/rate-limit-settings.js';
import { LocalBlobStore } from '../src/storage/local-blob-store.js';
import { identityDepsOf } from '../src/app/identity-deps.js';
import { LocalPrivateFileStore } from '../src/storage/local-private-file-store.js';

/** The real API, listening on localhost for a benchmark. */
export interface BenchServer {
  /** Such as `http://127.0.0.1:40123`, without a trailing slash. */
  readonly address: string;
  readonly close: () => Promise<void>;
}

/**
 * Builds the app as `main.ts` does (sandbox payments, files in a throwaway folder, no expiry
 * sweep to compete with the load) on `database`, with `events` for the cache's invalidations, and
 * listens on a free port of 127.0.0.1.
 */
export async function startBenchServer(database: Pick<DatabaseHandle, 'db' | 'jobQueueSql'>, events: DatabaseEvents): Promise<BenchServer> {
  const { db } = database;
  const folder = await mkdtemp(join(tmpdir(), 'publi-bench-server-'));
  const tokenVerifier = new FirebaseTokenVerifier('demo-publi');
  const app = await buildApp({
    db,
    events,
    ...identityDepsOf(tokenVerifier),
    blobStore: new LocalBlobStore(join(folder, 'uploads')),
    clock: systemClock,
    mailer: new DemoMailCatcher(db, systemClock),
    jobQueueSql: database.jobQueueSql,
    payments: sandboxPayments(systemClock),
    privateFiles: new LocalPrivateFileStore(join(folder, 'private')),
    expirySweepMs: 0,
    storageSweepMs: 0,
    // The load comes from one address at many times a person's pace: limits would measure themselves.
    rateLimits: everyBudget(null),
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    address,
    close: async () => {
      await app.close();
      await tokenVerifier.close();
      await rm(folder, { recursive: true, force: true });
    },
  };
}
