import { describe, expect, it } from 'vitest';
import { A_PEM, API_PIX_ENV } from '../../test-support/payments-env.builder.js';
import { apiPixFromEnv } from './api-pix-config.js';

const PEM = A_PEM;
const complete = { PAYMENTS_PROVIDER: 'api-pix', ...API_PIX_ENV };

const refusal = (env: Record<string, string>) => {
  try {
    apiPixFromEnv(env);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
};

describe('PAYMENTS_PROVIDER', () => {
  it('is the sandbox unless it says api-pix, and refuses anything else', () => {
    expect(apiPixFromEnv({})).toBeUndefined();
    expect(apiPixFromEnv({ PAYMENTS_PROVIDER: 'sandbox' })).toBeUndefined();
    expect(refusal({ PAYMENTS_PROVIDER: 'pagarme' })).toBe('PAYMENTS_PROVIDER must be "sandbox" or "api-pix", got "pagarme"');
  });

  it('with api-pix reads every setting, PEMs inline, the base URL without its trailing slash', () => {
    expect(apiPixFromEnv(complete)).toMatchObject({ baseUrl: 'https://pix.psp.com.br/api/v2', certificate: PEM, ca: undefined, timeoutMs: 10_000 });
  });

  it('names what is missing or wrong, never the values', () => {
    expect(refusal({ PAYMENTS_PROVIDER: 'api-pix', API_PIX_CLIENT_SECRET: 'segredo' })).toBe(
      'PAYMENTS_PROVIDER=api-pix needs API_PIX_BASE_URL, API_PIX_TOKEN_URL, API_PIX_CLIENT_ID, API_PIX_CERT, API_PIX_KEY, API_PIX_PIX_KEY, API_PIX_WEBHOOK_TOKEN (see packages/server/README.md, "API Pix")',
    );
    expect(refusal({ ...complete, API_PIX_WEBHOOK_TOKEN: 'curto' })).toBe('API_PIX_WEBHOOK_TOKEN must be 32 to 128 letters, digits, - or _ (a random secret)');
    const missingFile = refusal({ ...complete, API_PIX_KEY: '/segredos/nao-existe.pem' });
    expect(missingFile).toBe('API_PIX_KEY must be a PEM or the path of a file holding one; no file at the path given');
  });
});
