import { apiPixFromEnv, type ApiPixConfig } from '../payments/api-pix/api-pix-config.js';
import { readPagarmeConfig, type PagarmeConfig } from '../payments/pagarme/pagarme-config.js';
import type { PubliMode } from './publi-mode.js';
import { StartupError } from './startup-error.js';

/**
 * Who moves Publi's money (`PAYMENTS_PROVIDER`, a comma list): Pix through the embedded sandbox
 * or the PSP's API Pix (`api-pix`); cards and payouts through the sandbox or Pagar.me
 * (`pagarme`). `sandbox` (the default) is both halves on the sandbox; `api-pix,pagarme` is both real.
 */
export interface PaymentsConfig {
  readonly pix: 'sandbox' | 'api-pix';
  readonly cardsAndPayouts: 'sandbox' | 'pagarme';
  readonly apiPix: ApiPixConfig | undefined;
  readonly pagarme: PagarmeConfig | undefined;
  /** Whether any money goes through the sandbox: every page then says no real money is charged (in production). */
  readonly sandbox: boolean;
}

const PROVIDERS = ['sandbox', 'api-pix', 'pagarme'] as const;
type ProviderName = (typeof PROVIDERS)[number];

/** `PAYMENTS_PROVIDER` and the settings of the providers it names; one-line `StartupError`s for what the operator must fix. */
export function readPaymentsConfig(env: NodeJS.ProcessEnv, mode: PubliMode): PaymentsConfig {
  const names = providerNames(env['PAYMENTS_PROVIDER']);
  // Unset means the sandbox too, but only a sandbox written out is one chosen on purpose.
  const explicit = env['PAYMENTS_PROVIDER']?.trim() === 'sandbox';
  const pix = names.has('api-pix') ? 'api-pix' : 'sandbox';
  const cardsAndPayouts = names.has('pagarme') ? 'pagarme' : 'sandbox';
  const sandbox = pix === 'sandbox' || cardsAndPayouts === 'sandbox';
  if (mode === 'production') assertRealMoney(env, { sandbox, explicit });
  return {
    pix,
    cardsAndPayouts,
    apiPix: pix === 'api-pix' ? apiPixFromEnv({ ...env, PAYMENTS_PROVIDER: 'api-pix' }) : undefined,
    pagarme: cardsAndPayouts === 'pagarme' ? readPagarmeConfig(env) : undefined,
    sandbox,
  };
}

function providerNames(value: string | undefined): ReadonlySet<ProviderName> {
  const given = (value ?? '').split(',').map((name) => name.trim()).filter((name) => name !== '');
  if (given.length === 0) return new Set(['sandbox']);
  const unknown = given.filter((name) => !(PROVIDERS as readonly string[]).includes(name));
  const names = new Set(given as ProviderName[]);
  if (unknown.length > 0 || (names.has('sandbox') && names.size > 1)) {
    throw new StartupError(`PAYMENTS_PROVIDER must be sandbox, api-pix, pagarme or api-pix,pagarme; got "${value ?? ''}"`);
  }
  return names;
}

/**
 * Production moves real money or says, on purpose, that it does not: the sandbox runs there only
 * when `PAYMENTS_PROVIDER=sandbox` is written out (a test environment, every page saying so), and
 * a local fake of Pagar.me never.
 */
function assertRealMoney(env: NodeJS.ProcessEnv, uses: { sandbox: boolean; explicit: boolean }): void {
  if (uses.sandbox && !uses.explicit) {
    const missing = env['PAYMENTS_PROVIDER'] ? `"${env['PAYMENTS_PROVIDER']}" leaves part of it on the sandbox` : 'it is unset, which means the sandbox';
    throw new StartupError(`PUBLI_MODE=production refuses the payment sandbox, which moves no real money, and PAYMENTS_PROVIDER ${missing}: set PAYMENTS_PROVIDER=api-pix,pagarme, or PAYMENTS_PROVIDER=sandbox on purpose for a test environment`);
  }
  if (env['PAGARME_API_ADDRESS']) throw new StartupError('PUBLI_MODE=production refuses PAGARME_API_ADDRESS, a local fake of Pagar.me: unset it');
  if (uses.sandbox && !env['PAYMENT_WEBHOOK_SECRET']) throw new StartupError('PUBLI_MODE=production with PAYMENTS_PROVIDER=sandbox needs PAYMENT_WEBHOOK_SECRET, the key its webhook calls are signed with');
}
