import { StartupError } from '../../config/startup-error.js';

/** Where the SDK's calls go when no `PAGARME_API_ADDRESS` says otherwise: Pagar.me's API v5 (the SDK's own, fixed). */
export const PAGARME_API_URL = 'https://api.pagar.me/core/v5';

/**
 * How Publi reaches Pagar.me (`PAYMENTS_PROVIDER` naming `pagarme`): the account's secret key (the
 * SDK's basic-auth user, and the key its webhooks are signed with), the public key the browser's
 * tokenization names (`appId`), Publi's own recipient (payouts are funded from its balance), and,
 * in `demo` and tests only, the address of a local stand-in the SDK's calls go to instead. Never logged.
 */
export interface PagarmeConfig {
  readonly secretKey: string;
  readonly publicKey: string;
  /** Publi's recipient (`rp_…`): the card charges land in its balance; each payout is funded from it. */
  readonly recipientId: string;
  /** `PAGARME_API_ADDRESS` (`http://127.0.0.1:4311`): a local fake of the API, for `demo` and tests; production refuses it. */
  readonly apiAddress: string | undefined;
  /** The API's base URL as the browser's tokenization calls it: the fake's `/core/v5`, or Pagar.me's. */
  readonly apiUrl: string;
  /** Milliseconds a call may take before Publi stops waiting (`PAGARME_TIMEOUT_MS`, 10 s). */
  readonly timeoutMs: number;
}

const REQUIRED = ['PAGARME_SECRET_KEY', 'PAGARME_PUBLIC_KEY', 'PAGARME_RECIPIENT_ID'] as const;
const DEFAULT_TIMEOUT_MS = 10_000;

/** Pagar.me's settings from the environment; a missing or malformed one is a one-line `StartupError` naming it. */
export function readPagarmeConfig(env: NodeJS.ProcessEnv): PagarmeConfig {
  const missing = REQUIRED.filter((name) => !env[name]);
  if (missing.length > 0) throw new StartupError(`PAYMENTS_PROVIDER=${env['PAYMENTS_PROVIDER'] ?? ''} needs ${missing.join(', ')} (see packages/server/README.md, "Pagar.me")`);
  const value = (name: (typeof REQUIRED)[number]) => env[name] ?? '';
  if (!/^sk_\w{8,}$/.test(value('PAGARME_SECRET_KEY'))) throw new StartupError('PAGARME_SECRET_KEY must be the account\'s secret key (sk_…)');
  if (!/^pk_\w{8,}$/.test(value('PAGARME_PUBLIC_KEY'))) throw new StartupError('PAGARME_PUBLIC_KEY must be the account\'s public key (pk_…)');
  if (!/^rp_\w{8,}$/.test(value('PAGARME_RECIPIENT_ID'))) throw new StartupError('PAGARME_RECIPIENT_ID must be Publi\'s recipient id (rp_…)');
  const apiAddress = addressFrom(env['PAGARME_API_ADDRESS']);
  const timeoutMs = Number(env['PAGARME_TIMEOUT_MS'] ?? DEFAULT_TIMEOUT_MS);
  if (!Number.isInteger(timeoutMs) || timeoutMs < 100) throw new StartupError('PAGARME_TIMEOUT_MS must be a whole number of milliseconds, at least 100');
  return {
    secretKey: value('PAGARME_SECRET_KEY'),
    publicKey: value('PAGARME_PUBLIC_KEY'),
    recipientId: value('PAGARME_RECIPIENT_ID'),
    apiAddress,
    apiUrl: apiAddress === undefined ? PAGARME_API_URL : `${apiAddress}/core/v5`,
    timeoutMs,
  };
}

/** A local fake's origin: `http://host:port`, nothing after it. */
function addressFrom(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  const address = value.replace(/\/+$/, '');
  if (!/^http:\/\/[\w.-]+:\d{1,5}$/.test(address)) throw new StartupError(`PAGARME_API_ADDRESS must be a local fake's http://host:port, got "${value}"`);
  return address;
}
