import type { IdentityProbePort } from '../auth/identity-probe.port.js';
import type { IdentityRemovalPort } from '../auth/identity-removal.port.js';
import type { PasswordSignInPort } from '../auth/password-sign-in.port.js';
import type { SessionsCutPort } from '../auth/sessions-cut.port.js';
import type { TokenVerifierPort } from '../auth/token-verifier.port.js';
import type { MetricsExposure } from '../config/metrics-config.js';
import type { PubliMode } from '../config/server-config.js';
import type { Database, DatabaseEvents, DatabasePoolStats } from '../db/database.js';
import type { JobQueueSql } from '../db/job-queue-sql.js';
import type { EmailJobsPort } from '../email/email-jobs.port.js';
import type { EmailSetup } from '../email/email-setup.js';
import type { EmailJobTiming } from '../jobs/email-jobs.js';
import type { JobQueueTiming } from '../jobs/job-queue.js';
import type { PubliMetrics } from '../metrics/publi-metrics.js';
import type { BlobStorePort } from '../ports/blob-store.port.js';
import type { ClockPort } from '../ports/clock.port.js';
import type { PrivateFileStorePort } from '../ports/private-file-store.port.js';
import type { MailerPort } from '../ports/mailer.port.js';
import type { RateLimitSettings } from '../http/rate-limit/rate-limit-settings.js';
import type { PaymentsSetup } from '../payments/payments-setup.js';
import type { WebAppOptions } from '../web-app/open-web-app.js';

/** Everything the API needs from outside, handed in so tests and production wire their own. */
export interface AppDeps {
  readonly db: Database;
  readonly tokenVerifier: TokenVerifierPort;
  /** Whether an account has a password sign-in (`GET /account/user`'s `has_password`). */
  readonly passwordSignIn: PasswordSignInPort;
  /** Removes an account's sign-in at the identity provider (`DELETE /account/user`). */
  readonly removeIdentity: IdentityRemovalPort;
  /** When the identity provider last cut an account's sessions (a password change: its owner is told by e-mail). */
  readonly sessionsCutAt: SessionsCutPort;
  /** Whether the identity provider answers (`/api/health/ready`). */
  readonly identityProbe: IdentityProbePort;
  /** Public uploads (photos, references), served under `/api/uploads/`: a local folder or a bucket (README, "Files"). */
  readonly blobStore: BlobStorePort;
  readonly clock: ClockPort;
  /** The database's notifications between replicas (`LISTEN/NOTIFY`): live chat, and clearing cached reads. */
  readonly events: DatabaseEvents;
  /** Where e-mails go: an SMTP server, or the demo's catcher. */
  readonly mailer: MailerPort;
  /** Where the job queue runs its SQL (the database handle's `jobQueueSql`). */
  readonly jobQueueSql: JobQueueSql;
  /** How often this replica's workers look for jobs, and the queue's upkeep runs (`DEFAULT_JOB_QUEUE_TIMING` unless stated). */
  readonly jobQueueTiming?: JobQueueTiming;
  /** How long an e-mail's send may take, and its first retry's wait (`DEFAULT_EMAIL_JOB_TIMING` unless stated). */
  readonly emailJobTiming?: EmailJobTiming;
  /** The links e-mails carry and the key that signs them (`DEMO_EMAIL_SETUP` unless stated). */
  readonly email?: EmailSetup;
  /** `demo` (the default) shows the caught e-mails to their recipients (`/demo/emails`); `production` never does. */
  readonly mode?: PubliMode;
  /** How often the clock's sweeps run (offers expired, Pix charges expired, deliveries approved, provider calls resumed), in milliseconds, once per deployment; 0 turns them off (tests run them by hand). */
  readonly expirySweepMs?: number;
  /** The payment provider (the embedded sandbox by default) and the fee. */
  readonly payments: PaymentsSetup;
  /** The files nobody fetches by address (delivered work), read back through checked routes: a local folder or a bucket. */
  readonly privateFiles: PrivateFileStorePort;
  /** Bytes one account may hold in uploads and undelivered delivery files (`DEFAULT_UPLOAD_QUOTA_BYTES` unless stated). */
  readonly uploadQuotaBytes?: number;
  /** How often unused uploads and abandoned delivery files are removed, in milliseconds (`STORAGE_SWEEP_MS`, daily, unless stated); 0 turns it off (tests run it by hand). */
  readonly storageSweepMs?: number;
  /** How often the provider's records are reconciled with the ledger, in milliseconds (`RECONCILIATION_MS`, daily, unless stated); 0 turns it off (tests run it by hand). */
  readonly reconciliationMs?: number;
  /** Fastify's logger: false in tests, a pino options object in production. */
  readonly logger?: boolean | Record<string, unknown>;
  /** How many calls each caller may make, per budget (`DEFAULT_RATE_LIMITS` unless stated). */
  readonly rateLimits?: RateLimitSettings;
  /**
   * Milliseconds between an event stream's heartbeats, each a re-check of its caller's right
   * (`DEFAULT_STREAM_HEARTBEAT_MS` unless stated; tests pass a short one).
   */
  readonly streamHeartbeatMs?: number;
  /** Minutes a sign-in stays recent enough for the routes that move money (`DEFAULT_RECENT_SIGN_IN_MINUTES` unless stated). */
  readonly recentSignInMinutes?: number;
  /**
   * Which proxies' `X-Forwarded-*` headers to believe (Fastify's `trustProxy`): a number of hops,
   * or their addresses and ranges. None unless stated, so nobody can pose as another address.
   */
  readonly trustProxy?: number | readonly string[];
  /** The built web app, served at `/` beside the API; without it only the API answers. */
  readonly webApp?: WebAppOptions;
  /** Where `/metrics` is served and behind what token (`METRICS_PORT`, `METRICS_TOKEN`); open beside the API in `demo`, nowhere in `production`, unless stated. */
  readonly metricsExposure?: MetricsExposure;
  /** Whether `/metrics` holds the process's own series (CPU, memory, event loop, GC): the server's one app does; tests' many apps do not. */
  readonly processMetrics?: boolean;
  /** The database's connection pools (the handle's `pools`), for their series; PGlite has none. */
  readonly databasePools?: () => readonly DatabasePoolStats[];
}

/** The app's dependencies and what `buildApp` starts from them: the job queue's side the services see. */
export interface RunningDeps extends AppDeps {
  readonly jobs: EmailJobsPort;
  /** This app's series (`/metrics`), counted into by the workers and the streams. */
  readonly metrics: PubliMetrics;
}
