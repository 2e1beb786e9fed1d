// The server's composition root: reads the environment, opens the database (PGlite under
// DATA_DIR, or PostgreSQL with DATABASE_URL), migrates, seeds a demo catalogue on first start,
// makes sure the demo logins exist when the auth emulator is in use, serves the built web app
// beside the API when there is one, and listens. Ctrl-C closes the server and the database cleanly.
// A start the operator can fix (a busy port, production without its settings) ends with one
// line on stderr and exit code 1, never a stack and never the "Publi on" line.
import { existsSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { buildApp } from './app/build-app.js';
import { closeGracefully } from './app/close-gracefully.js';
import { identityDepsOf } from './app/identity-deps.js';
import { FirebaseTokenVerifier } from './auth/firebase-token-verifier.js';
import { ensureCanListen, listenFailure } from './config/listen-failure.js';
import { describeBinding, readServerConfig } from './config/server-config.js';
import { storageWarning } from './config/storage-config.js';
import { StartupError } from './config/startup-error.js';
import { databaseLocationFromEnv, openDatabase } from './db/open-database.js';
import { systemClock } from './ports/clock.port.js';
import { ensureDemoAccounts } from './seed/ensure-demo-accounts.js';
import { seedIfEmpty } from './seed/seed-if-empty.js';
import { DemoMailCatcher } from './email/demo-mail-catcher.js';
import { SmtpMailer } from './email/smtp-mailer.js';
import { emailJobsOn } from './jobs/email-jobs.js';
import { JobQueue } from './jobs/job-queue.js';
import { Notifier } from './notifications/notifier.js';
import { keepWebhookRegistered } from './payments/api-pix/keep-webhook-registered.js';
import { apiPixPayments, apiPixWebhookUrl, pagarmePayments, sandboxPayments } from './payments/payments-setup.js';
import { demoWebhookSecret } from './payments/sandbox/webhook-secret.js';
import { openFileStores } from './storage/open-file-stores.js';
import { loadPageDrawing } from './web-app/load-page-drawer.js';
import { webAppConfigFromEnv } from './web-app/web-app-config-from-env.js';

/** Prints the operator's line and stops; anything else is a bug and keeps its stack. */
function refuseToStart(error: unknown): never {
  if (!(error instanceof StartupError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const config = await (async () => {
  const read = readServerConfig(process.env);
  await ensureCanListen(read.port, read.host);
  return read;
})().catch(refuseToStart);
const database = await openDatabase(databaseLocationFromEnv(process.env, config.dataDir, config.databasePoolSize));
// Files in local folders (one replica) or Cloud Storage buckets (any number): `STORAGE`, README "Files".
const { blobStore, privateFiles } = await openFileStores(config.storage, config.dataDir);
// E-mail goes to the SMTP server when one is set (always in production), else to the demo's
// catcher, kept in the database and shown at /demo/emails.
const smtp = config.mail.smtpUrl === undefined ? undefined : new SmtpMailer(config.mail.smtpUrl, config.mail.from, config.mail.smtpTimeouts);
const mailer = smtp ?? new DemoMailCatcher(database.db, systemClock);
// The demo logins' seeded moves mail like real ones: their jobs wait in the queue for the server's workers.
const seedNotifier = new Notifier({ jobs: emailJobsOn(JobQueue.writer(database.jobQueueSql), config.mail.emailJobTiming), email: config.mail.setup });
// The demo catalogue's photos are stored like uploads, so the store comes before the seed.
const seeded = await seedIfEmpty(database.db, blobStore);
const tokenVerifier = new FirebaseTokenVerifier(config.firebaseProjectId);
const sandboxed = sandboxPayments(systemClock, {
  secret: config.webhookSecret ?? (await demoWebhookSecret(config.dataDir)),
  feeBasisPoints: config.feeBasisPoints,
  pixExpiryMinutes: config.pixExpiryMinutes,
});
// PAYMENTS_PROVIDER: Pix through the PSP's API Pix, cards and payouts through Pagar.me, each when named; the sandbox takes the rest.
const withPix = config.payments.apiPix === undefined ? sandboxed : apiPixPayments(sandboxed, config.payments.apiPix, systemClock);
const payments = config.payments.pagarme === undefined ? withPix : pagarmePayments(withPix, config.payments.pagarme);

/** Tries at this pace: an emulator that has just started can refuse its first requests. */
const DEMO_LOGIN_ATTEMPTS = 5;
const DEMO_LOGIN_RETRY_MS = 1_000;

/**
 * Demo logins exist only on the auth emulator: never create accounts with a published password
 * on real Firebase. Creating them is idempotent, so a failed attempt is simply tried again; a
 * last failure is reported and the server still starts.
 */
async function ensureDemoLogins(): Promise<{ created: string[] } | { failed: string } | null> {
  if (!process.env['FIREBASE_AUTH_EMULATOR_HOST']) return null;
  const firebase = initializeApp({ projectId: config.firebaseProjectId }, 'publi-demo-accounts');
  try {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return { created: await ensureDemoAccounts(database.db, getAuth(firebase), blobStore, systemClock, seedNotifier) };
      } catch (error) {
        if (attempt === DEMO_LOGIN_ATTEMPTS) return { failed: error instanceof Error ? error.message : String(error) };
        await delay(DEMO_LOGIN_RETRY_MS);
      }
    }
  } finally {
    await deleteApp(firebase);
  }
}
const demoLogins = await ensureDemoLogins();

// main.js sits in packages/server/dist (main.ts in src when run from source): the web app's
// build is packages/web/dist either way.
const webDir = resolve(process.env['WEB_DIST_DIR'] || fileURLToPath(new URL('../../web/dist', import.meta.url)));
const hasWebApp = existsSync(join(webDir, 'index.html'));
const drawing = hasWebApp ? await loadPageDrawing(webDir) : undefined;

const app = await buildApp({
  db: database.db,
  ...identityDepsOf(tokenVerifier),
  blobStore,
  clock: systemClock,
  events: database,
  mailer,
  jobQueueSql: database.jobQueueSql,
  jobQueueTiming: config.mail.jobQueueTiming,
  emailJobTiming: config.mail.emailJobTiming,
  email: config.mail.setup,
  payments,
  privateFiles,
  mode: config.mode,
  rateLimits: config.rateLimits,
  recentSignInMinutes: config.recentSignInMinutes,
  uploadQuotaBytes: config.uploadQuotaBytes,
  storageSweepMs: config.storageSweepMs,
  reconciliationMs: config.reconciliationMs,
  streamHeartbeatMs: config.streamHeartbeatMs,
  ...(config.trustProxy === undefined ? {} : { trustProxy: config.trustProxy }),
  logger: { level: config.logLevel },
  ...(hasWebApp ? { webApp: { dir: webDir, config: webAppConfigFromEnv(process.env, config.firebaseProjectId, config.mode, config.payments), ...(drawing ? { drawing } : {}) } } : {}),
  metricsExposure: config.metrics,
  processMetrics: true,
  ...(database.pools ? { databasePools: database.pools } : {}),
});

if (seeded) app.log.info({ creators: seeded.creators }, 'seeded the demo catalogue');
if (demoLogins && 'created' in demoLogins && demoLogins.created.length > 0) app.log.info({ accounts: demoLogins.created }, 'created the demo accounts');
if (demoLogins && 'failed' in demoLogins) app.log.warn({ reason: demoLogins.failed }, 'could not make sure the demo accounts exist');
const storageRisk = storageWarning(config.storage, config.mode);
if (storageRisk !== undefined) app.log.warn(storageRisk);
if (!hasWebApp) app.log.warn({ webDir }, 'no web app build (index.html) there: serving the API only');
if (config.metrics.where === 'none') app.log.warn('no METRICS_TOKEN nor METRICS_PORT: /metrics is not served (packages/server/README.md, "Metrics")');

/** Stops listening, ends the chat streams, lets the requests in flight answer, then closes the rest. */
async function shutdown(signal: string): Promise<void> {
  app.log.info({ signal }, 'shutting down');
  await closeGracefully(app);
  smtp?.close();
  await tokenVerifier.close();
  await database.close();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  // The port was free a moment ago; something took it while the database opened.
  const failure = listenFailure(error, config.port, config.host);
  if (failure) await Promise.allSettled([app.close(), tokenVerifier.close(), database.close()]);
  refuseToStart(failure ?? error);
}
app.log.info(`Publi ${hasWebApp ? 'on' : 'API on'} http://localhost:${config.port}${hasWebApp ? '' : '/api'} (database: ${database.driver}; ${describeBinding(config)})`);
// `pnpm start` waits for this, not for /api/health, which another server on the port could answer.
process.send?.({ publi: 'listening', port: config.port });
if (payments.apiPix !== undefined && config.payments.apiPix !== undefined) {
  keepWebhookRegistered(payments.apiPix, apiPixWebhookUrl(config.mail.setup.publicUrl, config.payments.apiPix.webhookToken), app.log);
}
