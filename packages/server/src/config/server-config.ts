import { readMailConfig, type MailConfig } from './mail-config.js';
import { readMetricsExposure, type MetricsExposure } from './metrics-config.js';
import { readStorageConfig, type StorageConfig } from './storage-config.js';
import { wholeFrom } from './whole-setting.js';
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { basisPointsToPercent, DEFAULT_PLATFORM_FEE_BASIS_POINTS, MAX_PLATFORM_FEE_BASIS_POINTS, percentToBasisPoints } from '@publi/domain';
import { defaultPoolSize } from '../db/pool-size.js';
import { rateLimitsFromEnv, type RateLimitSettings } from '../http/rate-limit/rate-limit-settings.js';
import { DEFAULT_RECENT_SIGN_IN_MINUTES } from '../http/recent-sign-in.js';
import { DEFAULT_STREAM_HEARTBEAT_MS } from '../http/register-event-stream.js';
import { DEFAULT_PIX_EXPIRY_MINUTES } from '../payments/payments-setup.js';
import { RECONCILIATION_MS } from '../payments/payments-reconciliation.service.js';
import { DEFAULT_UPLOAD_QUOTA_BYTES } from '../uploads/account-quota.js';
import { STORAGE_SWEEP_MS } from '../uploads/uploads-cleanup.service.js';
import { readPaymentsConfig, type PaymentsConfig } from './payments-config.js';
import { StartupError } from './startup-error.js';

import type { PubliMode } from './publi-mode.js';

export type { PubliMode } from './publi-mode.js';

/** What the server reads from its environment, with the embedded defaults. */
export interface ServerConfig {
  readonly mode: PubliMode;
  readonly port: number;
  readonly host: string;
  /** Root of the embedded defaults: PGlite in `pg/`, uploads in `uploads/`. */
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
  /** Most connections to PostgreSQL at once (`DATABASE_POOL_SIZE`, twice the cores by default); PGlite has one. */
  readonly databasePoolSize: number;
  readonly firebaseProjectId: string;
  /** `FIREBASE_AUTH_EMULATOR_HOST`: tokens are then accepted unsigned. */
  readonly authEmulatorHost: string | undefined;
  readonly logLevel: string;
  /** The platform's fee in basis points (`PLATFORM_FEE_PERCENT`, 10 by default: 1000). */
  readonly feeBasisPoints: number;
  /** Minutes a Pix charge stays payable (`PIX_EXPIRY_MINUTES`, 30 by default). */
  readonly pixExpiryMinutes: number;
  /** Who moves the money (`PAYMENTS_PROVIDER`: the sandbox, the API Pix, Pagar.me) and their settings: `payments-config.ts`. */
  readonly payments: PaymentsConfig;
  /** The sandbox's webhook secret (`PAYMENT_WEBHOOK_SECRET`); in `demo` one is made per data directory. */
  readonly webhookSecret: string | undefined;
  /** Each rate-limit budget's calls per window (`RATE_LIMIT_<BUDGET>`, `DEFAULT_RATE_LIMITS` where unset). */
  readonly rateLimits: RateLimitSettings;
  /** Minutes a sign-in counts as recent for the routes that move money (`RECENT_SIGN_IN_MINUTES`, 10 by default). */
  readonly recentSignInMinutes: number;
  /** Milliseconds between an event stream's heartbeats, each a re-check of its caller's right (`STREAM_HEARTBEAT_SECONDS`, 10 by default). */
  readonly streamHeartbeatMs: number;
  /** `TRUST_PROXY`: how many proxies in front to believe, or their addresses; none when unset. */
  readonly trustProxy: number | readonly string[] | undefined;
  /** Bytes one account may hold in files (`UPLOAD_QUOTA_MB`, 1024 MiB by default). */
  readonly uploadQuotaBytes: number;
  /** How often unused stored files are removed, in milliseconds (`STORAGE_SWEEP_HOURS`, 24 by default; 0 turns it off). */
  readonly storageSweepMs: number;
  /** How often the payment provider's records are reconciled with the ledger, in milliseconds (`RECONCILIATION_HOURS`, 24 by default; 0 turns it off). */
  readonly reconciliationMs: number;
  /** E-mail (SMTP or the demo's catcher, links, signing key) and the job queue's timing: `mail-config.ts`. */
  readonly mail: MailConfig;
  /** Where `/metrics` is served and behind what token (`METRICS_PORT`, `METRICS_TOKEN`): `metrics-config.ts`. */
  readonly metrics: MetricsExposure;
  /** Where files live (`STORAGE`, local folders or Cloud Storage buckets): `storage-config.ts`. */
  readonly storage: StorageConfig;
}

/** Where `demo` listens unless `HOST` is set: this machine only. */
export const LOOPBACK_HOST = '127.0.0.1';
const EVERY_INTERFACE = '0.0.0.0';

// What production cannot run without: a real database (PGlite is one process's files), the
// Firebase project whose tokens it accepts, and that project's web config for the browser.
// Money goes through real providers, or the sandbox on purpose (`payments-config.ts`).
// E-mail goes through a real SMTP server, with links to the site's own address, signed with its own key.
const PRODUCTION_NEEDS = ['DATABASE_URL', 'FIREBASE_PROJECT_ID', 'FIREBASE_API_KEY', 'SMTP_URL', 'PUBLIC_URL', 'EMAIL_LINK_SECRET'] as const;

/**
 * Reads the configuration. Anything the operator must fix (a bad `PORT` or `PUBLI_MODE`, or
 * production missing a setting or pointed at the emulator) throws a one-line `StartupError`.
 */
export function readServerConfig(env: NodeJS.ProcessEnv): ServerConfig {
  const mode = modeFrom(env['PUBLI_MODE']);
  if (mode === 'production') assertProductionReady(env);
  const port = Number(env['PORT'] ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new StartupError(`PORT must be a port number, got "${env['PORT'] ?? ''}"`);
  }
  const host = env['HOST'] || (mode === 'demo' ? LOOPBACK_HOST : EVERY_INTERFACE);
  return {
    mode,
    port,
    host,
    dataDir: resolve(env['DATA_DIR'] ?? '.data'),
    databaseUrl: env['DATABASE_URL'] || undefined,
    databasePoolSize: poolSizeFrom(env['DATABASE_POOL_SIZE']),
    firebaseProjectId: env['FIREBASE_PROJECT_ID'] ?? 'demo-publi',
    authEmulatorHost: env['FIREBASE_AUTH_EMULATOR_HOST'] || undefined,
    logLevel: env['LOG_LEVEL'] ?? 'info',
    feeBasisPoints: feeFrom(env['PLATFORM_FEE_PERCENT']),
    pixExpiryMinutes: minutesFrom(env['PIX_EXPIRY_MINUTES']),
    payments: readPaymentsConfig(env, mode),
    webhookSecret: env['PAYMENT_WEBHOOK_SECRET'] || undefined,
    rateLimits: rateLimitsFromEnv(env, (message) => {
      throw new StartupError(message);
    }),
    trustProxy: trustProxyFrom(env['TRUST_PROXY']),
    recentSignInMinutes: wholeFrom(env, 'RECENT_SIGN_IN_MINUTES', { fallback: DEFAULT_RECENT_SIGN_IN_MINUTES, min: 1, max: 7 * 24 * 60, unit: 'minutes' }),
    uploadQuotaBytes: wholeFrom(env, 'UPLOAD_QUOTA_MB', { fallback: DEFAULT_UPLOAD_QUOTA_BYTES / MiB, min: 1, max: 1024 * 1024, unit: 'MiB' }) * MiB,
    // A week at most: past 24.8 days a timer's delay overflows and Node runs it at once.
    storageSweepMs: wholeFrom(env, 'STORAGE_SWEEP_HOURS', { fallback: STORAGE_SWEEP_MS / HOUR_MS, min: 0, max: 7 * 24, unit: 'hours' }) * HOUR_MS,
    reconciliationMs: wholeFrom(env, 'RECONCILIATION_HOURS', { fallback: RECONCILIATION_MS / HOUR_MS, min: 0, max: 7 * 24, unit: 'hours' }) * HOUR_MS,
    mail: readMailConfig(env, mode, port),
    storage: readStorageConfig(env),
    // At most 14 s, so a stream that lost its right ends within 15 s, the check's own time included.
    streamHeartbeatMs: wholeFrom(env, 'STREAM_HEARTBEAT_SECONDS', { fallback: DEFAULT_STREAM_HEARTBEAT_MS / 1000, min: 1, max: 14, unit: 'seconds' }) * 1000,
    metrics: readMetricsExposure(env, mode, { port, host }),
  };
}

const MiB = 1024 * 1024;
const HOUR_MS = 60 * 60 * 1000;


/** `PLATFORM_FEE_PERCENT` (such as `10` or `7.5`) in basis points; 10% when unset. */
function feeFrom(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_PLATFORM_FEE_BASIS_POINTS;
  const basisPoints = percentToBasisPoints(Number(value));
  if (!/^\d+(\.\d{1,2})?$/.test(value) || basisPoints > MAX_PLATFORM_FEE_BASIS_POINTS) {
    throw new StartupError(`PLATFORM_FEE_PERCENT must be a percent from 0 to ${String(basisPointsToPercent(MAX_PLATFORM_FEE_BASIS_POINTS))}, got "${value}"`);
  }
  return basisPoints;
}

/** The most PostgreSQL connections one replica may hold; past this a pool only queues inside the server. */
const MAX_POOL_SIZE = 200;

function poolSizeFrom(value: string | undefined): number {
  if (value === undefined || value === '') return defaultPoolSize();
  const size = Number(value);
  if (!/^\d+$/.test(value) || size < 1 || size > MAX_POOL_SIZE) throw new StartupError(`DATABASE_POOL_SIZE must be a whole number of connections from 1 to ${String(MAX_POOL_SIZE)}, got "${value}"`);
  return size;
}

// proxy-addr's names for whole ranges, which TRUST_PROXY may use beside addresses.
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * `TRUST_PROXY`: a number of proxies in front (`1` behind one load balancer), or a comma list
 * of their addresses, ranges (`10.0.0.0/8`) or range names (`loopback`). `true` is refused:
 * believing every hop lets any client choose the address its calls are counted by.
 */
function trustProxyFrom(value: string | undefined): number | readonly string[] | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  if (/^\d+$/.test(value.trim())) {
    const hops = Number(value.trim());
    if (hops >= 1 && hops <= 10) return hops;
  } else {
    const entries = value.split(',').map((entry) => entry.trim());
    const known = (entry: string) => {
      if (PROXY_RANGE_NAMES.has(entry)) return true;
      const [address = '', prefix] = entry.split('/');
      return isIP(address) !== 0 && (prefix === undefined || /^\d{1,3}$/.test(prefix));
    };
    if (entries.every(known)) return entries;
  }
  throw new StartupError(`TRUST_PROXY must be how many proxies are in front (1 to 10) or their addresses, such as 10.0.0.0/8,loopback; got "${value}"`);
}

function minutesFrom(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_PIX_EXPIRY_MINUTES;
  const minutes = Number(value);
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > 24 * 60) throw new StartupError(`PIX_EXPIRY_MINUTES must be whole minutes from 1 to 1440, got "${value}"`);
  return minutes;
}

function modeFrom(value: string | undefined): PubliMode {
  if (value === undefined || value === '' || value === 'demo') return 'demo';
  if (value === 'production') return 'production';
  throw new StartupError(`PUBLI_MODE must be "demo" or "production", got "${value}"`);
}

function assertProductionReady(env: NodeJS.ProcessEnv): void {
  if (env['FIREBASE_AUTH_EMULATOR_HOST']) {
    throw new StartupError('PUBLI_MODE=production refuses the Firebase Auth emulator, whose tokens are not signed: unset FIREBASE_AUTH_EMULATOR_HOST');
  }
  const missing = PRODUCTION_NEEDS.filter((name) => !env[name]);
  if (missing.length > 0) throw new StartupError(`PUBLI_MODE=production needs ${missing.join(', ')} (see packages/server/README.md)`);
  // Firebase reserves `demo-*` project ids for the emulators: no real token is ever issued for one.
  if (env['FIREBASE_PROJECT_ID']?.startsWith('demo-')) {
    throw new StartupError(`PUBLI_MODE=production needs a real Firebase project, got the emulator-only "${env['FIREBASE_PROJECT_ID']}"`);
  }
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|localhost)$/;

/** One line for the operator: where the server listens and what that means in this mode. */
export function describeBinding(config: Pick<ServerConfig, 'mode' | 'host' | 'authEmulatorHost'>): string {
  const where = `${config.mode} mode, listening on ${config.host}`;
  if (LOOPBACK.test(config.host)) return `${where} only (this machine; HOST=0.0.0.0 opens it to the network)`;
  // The emulator's tokens are not signed: whoever reaches the server can forge one for any account.
  return config.authEmulatorHost ? `${where}: with the auth emulator, anyone who reaches it can act as any account` : where;
}
