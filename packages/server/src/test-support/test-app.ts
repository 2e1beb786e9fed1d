import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestUserWithToken } from '@publi/auth-emulator';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app/build-app.js';
import type { IdentityRemovalPort } from '../auth/identity-removal.port.js';
import { FirebaseTokenVerifier } from '../auth/firebase-token-verifier.js';
import type { Database, DatabaseEvents, DatabaseHandle } from '../db/database.js';
import { DemoMailCatcher } from '../email/demo-mail-catcher.js';
import { DEMO_EMAIL_SETUP } from '../email/email-setup.js';
import { emailJobsOn, type EmailJobTiming } from '../jobs/email-jobs.js';
import { JobQueue, type JobQueueTiming } from '../jobs/job-queue.js';
import { Notifier } from '../notifications/notifier.js';
import type { MailerPort } from '../ports/mailer.port.js';
import type { PaymentProviderPort } from '../ports/payment-provider.port.js';
import type { ClockPort } from '../ports/clock.port.js';
import { LocalBlobStore } from '../storage/local-blob-store.js';
import { LocalPrivateFileStore } from '../storage/local-private-file-store.js';
import type { FileStores } from '../storage/open-file-stores.js';
import type { ApiPixConfig } from '../payments/api-pix/api-pix-config.js';
import type { ApiPixProvider } from '../payments/api-pix/api-pix-provider.js';
import type { PagarmeConfig } from '../payments/pagarme/pagarme-config.js';
import type { PagarmeProvider } from '../payments/pagarme/pagarme-provider.js';
import { apiPixPayments, pagarmePayments, sandboxPayments, type PaymentsSetup } from '../payments/payments-setup.js';
import type { SandboxPaymentProvider } from '../payments/sandbox/sandbox-provider.js';
import type { PubliMode } from '../config/server-config.js';
import type { MetricsExposure } from '../config/metrics-config.js';
import type { RateLimitSettings } from '../http/rate-limit/rate-limit-settings.js';
import type { WebAppOptions } from '../web-app/open-web-app.js';
import { describeUnlisted, installContractErrorCheck, type UnlistedErrorCode } from './contract-error-check.js';
import { RAISED_RATE_LIMITS } from './raised-rate-limits.js';
import { TEST_RECENT_SIGN_IN_MINUTES } from './test-recent-sign-in.js';
import { openTestDatabase } from './test-database.js';
import { identityDepsOf } from '../app/identity-deps.js';

/** A person signed up in the auth emulator, with a real ID token. */
export interface TestIdentity {
  readonly uid: string;
  readonly email: string;
  readonly idToken: string;
}

/** The API on a fresh database, with the real token verifier pointed at the auth emulator. */
export interface TestApp {
  readonly app: FastifyInstance;
  readonly db: Database;
  /** The database's notifications, for a second app on the same database. */
  readonly events: DatabaseEvents;
  /** The local blob store's folder (a temporary one; unused when the test brought its own `storage`). */
  readonly uploadsDir: string;
  /** The app's file stores: local folders under `uploadsDir` and `privateFilesDir` unless the test brought its own. */
  readonly storage: FileStores;
  /** The PostgreSQL URL of the test's database (PostgreSQL 15 runs only); PGlite has none. */
  readonly databaseUrl?: string;
  /** Where delivered files go with the local stores (a temporary folder). */
  readonly privateFilesDir: string;
  /** The payment provider: the embedded sandbox, with a secret of this test app's own. */
  readonly payments: PaymentsSetup;
  /** The sandbox itself: "simular pagamento", and `idle()` to wait for its webhook calls. */
  readonly sandbox: SandboxPaymentProvider;
  /** The API Pix adapter, when the test app runs with one (`apiPix`). */
  readonly apiPix: ApiPixProvider | undefined;
  /** The Pagar.me adapter, when the test app runs with one (`pagarme`). */
  readonly pagarme: PagarmeProvider | undefined;
  /** The server's log lines, when started with `captureLogs`. */
  readonly logs: readonly string[];
  /** Where the app's e-mails go: the demo's catcher on the test's database (`emails-sent.ts` reads it). */
  readonly mailer: MailerPort;
  /** A notifier on the app's job queue, for tests that run the services by hand: its e-mails are sent by the app's workers. */
  readonly notifier: Notifier;
  /** The database handle's job queue SQL, for a second app on the same database. */
  readonly jobQueueSql: DatabaseHandle['jobQueueSql'];
  /** Signs a new person up in the emulator. */
  signUp(): Promise<TestIdentity>;
  /**
   * Calls the API as `identity` (or anonymously), path relative to `/api`. Rejects when the
   * answer is an error code its route's contract entry does not list.
   */
  call(options: TestCall): Promise<LightMyRequestResponse>;
  /** Closes everything; rejects, failing the file, if any answer (through `call` or a real port) had an unlisted error code. */
  close(): Promise<void>;
}

/** One API call in a test. */
export interface TestCall {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  readonly path: string;
  readonly as?: TestIdentity | { readonly idToken: string };
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
}

function emulatorHost(): string {
  const host = process.env['FIREBASE_AUTH_EMULATOR_HOST'];
  if (!host) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set: run the server-int test project, whose global setup starts the emulator.');
  return host;
}

/**
 * Workers look for jobs every half second (pg-boss's least); a replica that writes jobs wakes its
 * own at once. Lost jobs are looked for every 30 s: only the test of a killed replica needs it
 * sooner, and asks for its own timing.
 */
export const TEST_JOB_QUEUE_TIMING: JobQueueTiming = { pollingSeconds: 0.5, maintenanceSeconds: 30 };

/** The secret the test app's sandbox signs its webhook calls with, so a test can sign (and forge) events too. */
export const TEST_WEBHOOK_SECRET = 'test-webhook-secret-0123456789abcdef';

export interface TestAppOptions {
  readonly clock?: ClockPort;
  readonly webApp?: WebAppOptions;
  readonly captureLogs?: boolean;
  /** `demo` unless stated, as `pnpm start`. */
  readonly mode?: PubliMode;
  /** Raised out of reach unless stated (`RAISED_RATE_LIMITS`). */
  readonly rateLimits?: RateLimitSettings;
  /** The proxies to believe (`AppDeps.trustProxy`); none unless stated. */
  readonly trustProxy?: number;
  /** A migrated database to run on instead of a fresh one (the fault tests' own cluster); closed with the app. */
  readonly database?: DatabaseHandle & { readonly url?: string };
  /** The token verifier, when a test needs one of its own making (real Firebase, a failing network); closed with the app. */
  readonly tokenVerifier?: FirebaseTokenVerifier;
  /** How recent a sign-in must be to move money; `TEST_RECENT_SIGN_IN_MINUTES` (a year) unless stated. */
  readonly recentSignInMinutes?: number;
  /** Milliseconds between an event stream's heartbeats (each re-checks its caller's right); the server's default unless stated. */
  readonly streamHeartbeatMs?: number;
  /** How an account's sign-in is removed; the token verifier's (the emulator) unless a test needs the provider to fail. */
  readonly removeIdentity?: IdentityRemovalPort;
  /** Bytes one account may hold in files (`AppDeps.uploadQuotaBytes`): small, for the quota's tests. */
  readonly uploadQuotaBytes?: number;
  /** Where e-mails go: the demo's catcher on the test's database unless a test brings an SMTP server. */
  readonly mailer?: MailerPort;
  /** How the app's job workers keep time (`TEST_JOB_QUEUE_TIMING` unless stated). */
  readonly jobQueueTiming?: JobQueueTiming;
  /** An e-mail's send time and first retry's wait (production's unless stated). */
  readonly emailJobTiming?: EmailJobTiming;
  /** The payment provider the services call, made around the sandbox (a crash seam); the sandbox itself unless stated. */
  readonly provider?: (sandbox: SandboxPaymentProvider) => PaymentProviderPort;
  /** Pix through a PSP's API Pix (the local PSP of the tests), cards and payouts through the sandbox; the sandbox alone unless stated. */
  readonly apiPix?: ApiPixConfig;
  /** Cards, refunds and payouts through Pagar.me (the local Pagar.me of the tests); the sandbox's unless stated. Combines with `apiPix`. */
  readonly pagarme?: PagarmeConfig;
  /** Where `/metrics` is served and behind what token; the mode's default (open in `demo`, nowhere in `production`) unless stated. */
  readonly metricsExposure?: MetricsExposure;
  /** Where files live: local folders (temporary) unless a test brings other stores (Cloud Storage on the fake JSON API server). */
  readonly storage?: FileStores;
}

/** Builds the API for one test file. Call `close()` in `afterAll`. `captureLogs` keeps every log line in `logs`. */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await openTestDatabase());
  const uploadsDir = await mkdtemp(join(tmpdir(), 'publi-uploads-'));
  const clock = options.clock ?? { now: () => new Date() };
  const mailer = options.mailer ?? new DemoMailCatcher(database.db, clock);
  const sandboxed = sandboxPayments(clock, { secret: TEST_WEBHOOK_SECRET });
  const { sandbox } = sandboxed;
  const withPix = options.apiPix ? apiPixPayments(sandboxed, options.apiPix, clock) : sandboxed;
  const real = options.pagarme ? pagarmePayments(withPix, options.pagarme) : withPix;
  const payments: PaymentsSetup = options.provider ? { ...real, provider: options.provider(sandbox) } : real;
  const logs: string[] = [];
  const privateFilesDir = await mkdtemp(join(tmpdir(), 'publi-private-'));
  const tokenVerifier = options.tokenVerifier ?? new FirebaseTokenVerifier('demo-publi');
  const storage = options.storage ?? { blobStore: new LocalBlobStore(uploadsDir), privateFiles: new LocalPrivateFileStore(privateFilesDir) };
  const app = await buildApp({
    db: database.db,
    ...identityDepsOf(tokenVerifier),
    ...(options.removeIdentity === undefined ? {} : { removeIdentity: options.removeIdentity }),
    blobStore: storage.blobStore,
    clock,
    events: database,
    mailer,
    jobQueueSql: database.jobQueueSql,
    jobQueueTiming: options.jobQueueTiming ?? TEST_JOB_QUEUE_TIMING,
    ...(options.emailJobTiming ? { emailJobTiming: options.emailJobTiming } : {}),
    payments,
    privateFiles: storage.privateFiles,
    // Everything the server logs, at its most talkative, for the tests that search it for secrets.
    ...(options.captureLogs ? { logger: { level: 'debug', stream: { write: (line: string) => logs.push(line) } } } : {}),
    // Tests expire offers and clean stored files up by calling the services, at the clock they set.
    expirySweepMs: 0,
    storageSweepMs: 0,
    reconciliationMs: 0,
    ...(options.uploadQuotaBytes === undefined ? {} : { uploadQuotaBytes: options.uploadQuotaBytes }),
    ...(options.webApp ? { webApp: options.webApp } : {}),
    ...(options.mode ? { mode: options.mode } : {}),
    ...(options.trustProxy === undefined ? {} : { trustProxy: options.trustProxy }),
    rateLimits: options.rateLimits ?? RAISED_RATE_LIMITS,
    recentSignInMinutes: options.recentSignInMinutes ?? TEST_RECENT_SIGN_IN_MINUTES,
    ...(options.streamHeartbeatMs === undefined ? {} : { streamHeartbeatMs: options.streamHeartbeatMs }),
    ...(options.metricsExposure ? { metricsExposure: options.metricsExposure } : {}),
    ...(database.pools ? { databasePools: database.pools } : {}),
  });
  const host = emulatorHost();
  const unlisted: UnlistedErrorCode[] = [];
  let reported = 0;
  installContractErrorCheck(app, (one) => unlisted.push(one));
  const failOnUnlisted = () => {
    if (unlisted.length === reported) return;
    const fresh = unlisted.slice(reported);
    reported = unlisted.length;
    throw new Error(describeUnlisted(fresh));
  };

  return {
    app,
    db: database.db,
    events: database,
    ...(database.url === undefined ? {} : { databaseUrl: database.url }),
    uploadsDir,
    storage,
    privateFilesDir,
    mailer,
    notifier: new Notifier({ jobs: emailJobsOn(JobQueue.writer(database.jobQueueSql)), email: DEMO_EMAIL_SETUP }),
    jobQueueSql: database.jobQueueSql,
    payments,
    sandbox,
    apiPix: payments.apiPix,
    pagarme: payments.pagarme,
    logs,
    signUp: async () => {
      const user = await createTestUserWithToken(host);
      return { uid: user.uid, email: user.email, idToken: user.idToken };
    },
    call: async ({ method, path, as, body, headers }) => {
      const request: InjectOptions = {
        method,
        url: `/api${path}`,
        headers: { ...(as ? { authorization: `Bearer ${as.idToken}` } : {}), ...headers },
        ...(body === undefined ? {} : { payload: body as NonNullable<InjectOptions['payload']> }),
      };
      const response = await app.inject(request);
      failOnUnlisted();
      return response;
    },
    close: async () => {
      await app.close();
      await tokenVerifier.close();
      await database.close();
      await rm(uploadsDir, { recursive: true, force: true });
      await rm(privateFilesDir, { recursive: true, force: true });
      if (unlisted.length > 0) throw new Error(`Error codes outside the contract's lists:\n${describeUnlisted(unlisted)}`);
    },
  };
}
