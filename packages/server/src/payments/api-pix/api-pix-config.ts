import { existsSync, readFileSync } from 'node:fs';
import { StartupError } from '../../config/startup-error.js';

/**
 * How Publi reaches its receiving PSP's API Pix (`PAYMENTS_PROVIDER=api-pix`): the API's base URL
 * and OAuth2 token URL, the client credentials, the mutual-TLS certificate and key the PSP issued
 * (and the CA that signs the PSP's own certificate, when it is not a public one), the Pix key the
 * charges are paid to, and the secret the webhook's URL carries. Never logged.
 */
export interface ApiPixConfig {
  readonly baseUrl: string;
  readonly tokenUrl: string;
  readonly clientId: string;
  readonly clientSecret: string;
  readonly certificate: string;
  readonly privateKey: string;
  readonly ca: string | undefined;
  /** The receiver's Pix key (`chave`) every charge names, and the webhook is registered for. */
  readonly pixKey: string;
  /** The secret path segment of the webhook's URL: callbacks without it are refused. */
  readonly webhookToken: string;
  /** Milliseconds a call to the PSP may take before Publi stops waiting (`API_PIX_TIMEOUT_MS`, 10 s). */
  readonly timeoutMs: number;
}

const REQUIRED = ['API_PIX_BASE_URL', 'API_PIX_TOKEN_URL', 'API_PIX_CLIENT_ID', 'API_PIX_CLIENT_SECRET', 'API_PIX_CERT', 'API_PIX_KEY', 'API_PIX_PIX_KEY', 'API_PIX_WEBHOOK_TOKEN'] as const;
const DEFAULT_TIMEOUT_MS = 10_000;

/** The API Pix's settings when `PAYMENTS_PROVIDER` asks for it; the sandbox (the default) needs none. */
export function apiPixFromEnv(env: NodeJS.ProcessEnv): ApiPixConfig | undefined {
  const provider = env['PAYMENTS_PROVIDER'] || 'sandbox';
  if (provider === 'sandbox') return undefined;
  if (provider === 'api-pix') return readApiPixConfig(env);
  throw new StartupError(`PAYMENTS_PROVIDER must be "sandbox" or "api-pix", got "${provider}"`);
}

/** The API Pix settings from the environment; a missing one is a one-line `StartupError` naming it. */
export function readApiPixConfig(env: NodeJS.ProcessEnv): ApiPixConfig {
  const missing = REQUIRED.filter((name) => !env[name]);
  if (missing.length > 0) throw new StartupError(`PAYMENTS_PROVIDER=api-pix needs ${missing.join(', ')} (see packages/server/README.md, "API Pix")`);
  const value = (name: (typeof REQUIRED)[number]) => env[name] ?? '';
  const token = value('API_PIX_WEBHOOK_TOKEN');
  if (!/^[A-Za-z0-9_-]{32,128}$/.test(token)) throw new StartupError('API_PIX_WEBHOOK_TOKEN must be 32 to 128 letters, digits, - or _ (a random secret)');
  const timeoutMs = Number(env['API_PIX_TIMEOUT_MS'] ?? DEFAULT_TIMEOUT_MS);
  if (!Number.isInteger(timeoutMs) || timeoutMs < 100) throw new StartupError('API_PIX_TIMEOUT_MS must be a whole number of milliseconds, at least 100');
  return {
    baseUrl: value('API_PIX_BASE_URL').replace(/\/+$/, ''),
    tokenUrl: value('API_PIX_TOKEN_URL'),
    clientId: value('API_PIX_CLIENT_ID'),
    clientSecret: value('API_PIX_CLIENT_SECRET'),
    certificate: pemOrFile('API_PIX_CERT', value('API_PIX_CERT')),
    privateKey: pemOrFile('API_PIX_KEY', value('API_PIX_KEY')),
    ca: env['API_PIX_CA'] ? pemOrFile('API_PIX_CA', env['API_PIX_CA']) : undefined,
    pixKey: value('API_PIX_PIX_KEY'),
    webhookToken: token,
    timeoutMs,
  };
}

/** A PEM given inline, or the path of a file holding one (a mounted secret). */
function pemOrFile(name: string, value: string): string {
  if (value.includes('-----BEGIN')) return value;
  if (!existsSync(value)) throw new StartupError(`${name} must be a PEM or the path of a file holding one; no file at the path given`);
  return readFileSync(value, 'utf8');
}
