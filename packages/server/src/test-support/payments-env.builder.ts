/** A PEM-looking value: the settings' checks read the `-----BEGIN` marker, never the key. */
export const A_PEM = '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n';

/** Every `API_PIX_*` setting a deployment through the API Pix needs, as an operator would set them. */
export const API_PIX_ENV = {
  API_PIX_BASE_URL: 'https://pix.psp.com.br/api/v2/',
  API_PIX_TOKEN_URL: 'https://pix.psp.com.br/oauth/token',
  API_PIX_CLIENT_ID: 'publi',
  API_PIX_CLIENT_SECRET: 'segredo',
  API_PIX_CERT: A_PEM,
  API_PIX_KEY: A_PEM,
  API_PIX_PIX_KEY: 'pix@publi.com.br',
  API_PIX_WEBHOOK_TOKEN: 'x'.repeat(40),
} as const;

/** Every `PAGARME_*` setting cards and payouts through Pagar.me need. */
export const PAGARME_ENV = { PAGARME_SECRET_KEY: 'sk_test_0123456789', PAGARME_PUBLIC_KEY: 'pk_test_0123456789', PAGARME_RECIPIENT_ID: 'rp_0123456789abcdef' } as const;
