import { describe, expect, it } from 'vitest';
import { API_PIX_ENV, PAGARME_ENV } from '../test-support/payments-env.builder.js';
import { readPaymentsConfig } from './payments-config.js';
import { StartupError } from './startup-error.js';

const API_PIX = API_PIX_ENV;
const PAGARME = PAGARME_ENV;
const REAL = { ...API_PIX, ...PAGARME, PAYMENTS_PROVIDER: 'api-pix,pagarme' };

/** The one-line message a start would print, or null when it starts. */
function refusal(env: NodeJS.ProcessEnv, mode: 'demo' | 'production'): string | null {
  try {
    readPaymentsConfig(env, mode);
    return null;
  } catch (error) {
    if (!(error instanceof StartupError)) throw error;
    expect(error.message).not.toContain('\n');
    return error.message;
  }
}

describe('PAYMENTS_PROVIDER', () => {
  it('is the sandbox for everything when unset, in demo and tests with nothing configured', () => {
    expect(readPaymentsConfig({}, 'demo')).toEqual({ pix: 'sandbox', cardsAndPayouts: 'sandbox', apiPix: undefined, pagarme: undefined, sandbox: true });
  });

  it('splits Pix from cards and payouts: api-pix takes Pix, pagarme takes cards and payouts, and the sandbox the rest', () => {
    expect(readPaymentsConfig({ ...API_PIX, PAYMENTS_PROVIDER: 'api-pix' }, 'demo')).toMatchObject({ pix: 'api-pix', cardsAndPayouts: 'sandbox', sandbox: true });
    expect(readPaymentsConfig({ ...PAGARME, PAYMENTS_PROVIDER: 'pagarme' }, 'demo')).toMatchObject({ pix: 'sandbox', cardsAndPayouts: 'pagarme', sandbox: true });
    const real = readPaymentsConfig({ ...REAL, PAYMENTS_PROVIDER: ' pagarme , api-pix ' }, 'demo');
    expect(real).toMatchObject({ pix: 'api-pix', cardsAndPayouts: 'pagarme', sandbox: false });
    expect(real.pagarme).toMatchObject({ secretKey: 'sk_test_0123456789', apiUrl: 'https://api.pagar.me/core/v5', apiAddress: undefined });
  });

  it('refuses names it does not know, and the sandbox mixed with a real provider', () => {
    for (const value of ['stripe', 'api-pix,paypal', 'sandbox,pagarme']) {
      expect(refusal({ ...REAL, PAYMENTS_PROVIDER: value }, 'demo')).toBe(`PAYMENTS_PROVIDER must be sandbox, api-pix, pagarme or api-pix,pagarme; got "${value}"`);
    }
  });

  it("names each missing or malformed setting of the provider it asks for", () => {
    expect(refusal({ PAYMENTS_PROVIDER: 'pagarme' }, 'demo')).toBe('PAYMENTS_PROVIDER=pagarme needs PAGARME_SECRET_KEY, PAGARME_PUBLIC_KEY, PAGARME_RECIPIENT_ID (see packages/server/README.md, "Pagar.me")');
    expect(refusal({ ...PAGARME, PAYMENTS_PROVIDER: 'pagarme', PAGARME_SECRET_KEY: 'pk_test_0123456789' }, 'demo')).toContain('PAGARME_SECRET_KEY must be');
    expect(refusal({ ...PAGARME, PAYMENTS_PROVIDER: 'pagarme', PAGARME_API_ADDRESS: 'https://api.pagar.me/core/v5' }, 'demo')).toContain('PAGARME_API_ADDRESS must be');
    expect(refusal({ PAYMENTS_PROVIDER: 'api-pix,pagarme', ...PAGARME }, 'demo')).toContain('PAYMENTS_PROVIDER=api-pix needs API_PIX_BASE_URL');
  });

  it('points the SDK and the browser at a local fake in demo', () => {
    const config = readPaymentsConfig({ ...PAGARME, PAYMENTS_PROVIDER: 'pagarme', PAGARME_API_ADDRESS: 'http://127.0.0.1:4311/' }, 'demo');
    expect(config.pagarme).toMatchObject({ apiAddress: 'http://127.0.0.1:4311', apiUrl: 'http://127.0.0.1:4311/core/v5' });
  });
});

describe('PUBLI_MODE=production and the sandbox', () => {
  it('starts with real providers for both halves', () => {
    expect(refusal(REAL, 'production')).toBeNull();
  });

  it('refuses the sandbox it was not told to use, in one line naming PAYMENTS_PROVIDER', () => {
    expect(refusal({}, 'production')).toBe(
      'PUBLI_MODE=production refuses the payment sandbox, which moves no real money, and PAYMENTS_PROVIDER it is unset, which means the sandbox: set PAYMENTS_PROVIDER=api-pix,pagarme, or PAYMENTS_PROVIDER=sandbox on purpose for a test environment',
    );
    expect(refusal({ ...REAL, PAYMENTS_PROVIDER: 'api-pix' }, 'production')).toContain('PAYMENTS_PROVIDER "api-pix" leaves part of it on the sandbox');
    expect(refusal({ ...REAL, PAYMENTS_PROVIDER: 'pagarme' }, 'production')).toContain('PAYMENTS_PROVIDER "pagarme" leaves part of it on the sandbox');
  });

  it('runs the sandbox when PAYMENTS_PROVIDER=sandbox is set on purpose, with a webhook secret of its own', () => {
    expect(readPaymentsConfig({ PAYMENTS_PROVIDER: 'sandbox', PAYMENT_WEBHOOK_SECRET: 'segredo' }, 'production')).toMatchObject({ sandbox: true });
    expect(refusal({ PAYMENTS_PROVIDER: 'sandbox' }, 'production')).toContain('needs PAYMENT_WEBHOOK_SECRET');
  });

  it('refuses a local fake of Pagar.me', () => {
    expect(refusal({ ...REAL, PAGARME_API_ADDRESS: 'http://127.0.0.1:4311' }, 'production')).toBe('PUBLI_MODE=production refuses PAGARME_API_ADDRESS, a local fake of Pagar.me: unset it');
  });
});
