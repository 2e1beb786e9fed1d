import { describe, expect, it } from 'vitest';
import { readPaymentsConfig } from '../config/payments-config.js';
import type { PubliMode } from '../config/publi-mode.js';
import { contentSecurityPolicy } from '../http/security-headers.js';
import { API_PIX_ENV, PAGARME_ENV } from '../test-support/payments-env.builder.js';
import { webAppConfigFromEnv } from './web-app-config-from-env.js';

const API_PIX = API_PIX_ENV;
const PAGARME = PAGARME_ENV;
const REAL = { ...API_PIX, ...PAGARME, PAYMENTS_PROVIDER: 'api-pix,pagarme' };
const ON_PURPOSE_SANDBOX = { PAYMENTS_PROVIDER: 'sandbox', PAYMENT_WEBHOOK_SECRET: 'segredo' };
const LOCAL_FAKE = { ...PAGARME, PAYMENTS_PROVIDER: 'pagarme', PAGARME_API_ADDRESS: 'http://127.0.0.1:4311' };

/** The page's config as a server started with `env` in `mode` writes it. */
const pageConfig = (env: NodeJS.ProcessEnv, mode: PubliMode) => webAppConfigFromEnv(env, 'publi-prod', mode, readPaymentsConfig(env, mode));

describe("the page's payment config", () => {
  it("sends the card form to Pagar.me's tokenization with the public key, never the secret one", () => {
    const config = pageConfig(REAL, 'production');
    expect(config.payments).toEqual({ testEnvironment: false, cards: { kind: 'pagarme', apiUrl: 'https://api.pagar.me/core/v5', publicKey: 'pk_test_0123456789' } });
    expect(JSON.stringify(config)).not.toContain('sk_test_0123456789');
    expect(pageConfig(LOCAL_FAKE, 'demo').payments.cards).toEqual({ kind: 'pagarme', apiUrl: 'http://127.0.0.1:4311/core/v5', publicKey: 'pk_test_0123456789' });
  });

  it("sends it to the sandbox's checkout when cards go through the sandbox", () => {
    expect(pageConfig({}, 'demo').payments.cards).toEqual({ kind: 'sandbox', url: '/sandbox' });
    expect(pageConfig({ ...API_PIX, PAYMENTS_PROVIDER: 'api-pix' }, 'demo').payments.cards).toEqual({ kind: 'sandbox', url: '/sandbox' });
  });

  it('calls a production on the sandbox a test environment, and neither the demo nor real money', () => {
    expect(pageConfig(ON_PURPOSE_SANDBOX, 'production').payments.testEnvironment).toBe(true);
    expect(pageConfig({}, 'demo').payments.testEnvironment).toBe(false);
    expect(pageConfig(LOCAL_FAKE, 'demo').payments.testEnvironment).toBe(false);
    expect(pageConfig(REAL, 'production').payments.testEnvironment).toBe(false);
  });
});

describe("the content security policy's connect-src for the card form", () => {
  const connectSrc = (env: NodeJS.ProcessEnv, mode: PubliMode) => contentSecurityPolicy(mode, pageConfig(env, mode))['connect-src'];

  it("lets production's pages reach Pagar.me's API when cards go through Pagar.me", () => {
    expect(connectSrc(REAL, 'production')).toContain('https://api.pagar.me');
  });

  it("lets the demo's pages reach the local fake of Pagar.me, and not Pagar.me", () => {
    const sources = connectSrc(LOCAL_FAKE, 'demo');
    expect(sources).toContain('http://127.0.0.1:4311');
    expect(sources).not.toContain('https://api.pagar.me');
  });

  it('adds nothing when cards go through the sandbox', () => {
    expect(connectSrc(ON_PURPOSE_SANDBOX, 'production')).toEqual(["'self'", 'https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com']);
    expect(connectSrc({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }, 'demo')).toEqual(["'self'", 'http://127.0.0.1:9099']);
    expect(connectSrc({ ...API_PIX, PAYMENTS_PROVIDER: 'api-pix', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }, 'demo')).toEqual(["'self'", 'http://127.0.0.1:9099']);
  });
});
