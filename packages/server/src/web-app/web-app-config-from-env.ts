import type { PaymentsConfig } from '../config/payments-config.js';
import type { PubliMode } from '../config/server-config.js';
import { DEMO_ACCOUNTS } from '../seed/demo-accounts.data.js';
import type { WebAppPayments, WebAppRuntimeConfig } from './web-app-runtime-config.js';

// The auth emulator takes any API key; real Firebase needs the project's web config.
const EMULATOR_API_KEY = 'demo-api-key';

/**
 * The web app's runtime configuration for this server: the API on the same origin, the
 * Firebase project the server verifies tokens for, and, only where the auth emulator is in
 * use, the emulator's address and the demo logins (they exist nowhere else); where the card
 * form goes for a token.
 */
export function webAppConfigFromEnv(env: NodeJS.ProcessEnv, firebaseProjectId: string, mode: PubliMode, payments: PaymentsConfig): WebAppRuntimeConfig {
  const authEmulatorHost = env['FIREBASE_AUTH_EMULATOR_HOST'] || null;
  return {
    apiBaseUrl: '/api',
    firebase: {
      apiKey: env['FIREBASE_API_KEY'] || EMULATOR_API_KEY,
      authDomain: env['FIREBASE_AUTH_DOMAIN'] || `${firebaseProjectId}.firebaseapp.com`,
      projectId: firebaseProjectId,
    },
    authEmulatorHost,
    demoLogins: authEmulatorHost === null ? [] : DEMO_ACCOUNTS.map(({ kind, email, password }) => ({ kind, email, password })),
    mode,
    payments: webAppPayments(payments, mode),
  };
}

/**
 * What the page needs of the payment set-up: Pagar.me's public key and API (never its secret
 * key), or the sandbox's checkout; and, in production on the sandbox, that nothing real is charged.
 * The demo says it in its own "Só em demonstração" hints instead.
 */
export function webAppPayments(payments: PaymentsConfig, mode: PubliMode): WebAppPayments {
  const pagarme = payments.cardsAndPayouts === 'pagarme' ? payments.pagarme : undefined;
  return {
    testEnvironment: mode === 'production' && payments.sandbox,
    cards: pagarme === undefined ? { kind: 'sandbox', url: '/sandbox' } : { kind: 'pagarme', apiUrl: pagarme.apiUrl, publicKey: pagarme.publicKey },
  };
}
