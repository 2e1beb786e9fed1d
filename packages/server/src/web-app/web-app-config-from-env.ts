import type { PubliMode } from '../config/server-config.js';
import { DEMO_ACCOUNTS } from '../seed/demo-accounts.data.js';
import type { WebAppRuntimeConfig } from './web-app-runtime-config.js';

// The auth emulator takes any API key; real Firebase needs the project's web config.
const EMULATOR_API_KEY = 'demo-api-key';

/**
 * The web app's runtime configuration for this server: the API on the same origin, the
 * Firebase project the server verifies tokens for, and, only where the auth emulator is in
 * use, the emulator's address and the demo logins (they exist nowhere else).
 */
export function webAppConfigFromEnv(env: NodeJS.ProcessEnv, firebaseProjectId: string, mode: PubliMode): WebAppRuntimeConfig {
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
  };
}
