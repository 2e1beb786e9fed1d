import type { RuntimeConfig } from './runtime-config.js';

/** Demo logins `pnpm dev` offers, the same the server's seed creates in the emulator. */
const DEMO_PASSWORD = 'publi-demo-123';

/** The runtime config `pnpm dev` injects, from the environment the dev script sets. */
export function devRuntimeConfig(env: Readonly<Record<string, string | undefined>>): RuntimeConfig {
  const projectId = env.FIREBASE_PROJECT_ID ?? 'demo-publi';
  const emulator = env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
  return {
    apiBaseUrl: '/api',
    firebase: { apiKey: env.FIREBASE_API_KEY ?? 'demo-api-key', authDomain: `${projectId}.firebaseapp.com`, projectId },
    authEmulatorHost: emulator,
    demoLogins: [
      { kind: 'brand', email: 'marca@publi.demo', password: DEMO_PASSWORD },
      { kind: 'creator', email: 'criadora@publi.demo', password: DEMO_PASSWORD },
      { kind: 'agent', email: 'agente@publi.demo', password: DEMO_PASSWORD },
    ],
    mode: 'demo',
    payments: { testEnvironment: false, cards: { kind: 'sandbox', url: '/sandbox' } },
  };
}
