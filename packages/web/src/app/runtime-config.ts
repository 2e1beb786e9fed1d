/** One demo account the embedded stack created, offered on the sign-in page. */
export interface DemoLogin {
  readonly kind: 'brand' | 'creator' | 'agent';
  readonly email: string;
  readonly password: string;
}

/**
 * What the page learns at run time rather than at build time, so one build runs against the
 * emulator or real Firebase. The server writes it into index.html as `window.__PUBLI_CONFIG__`.
 */
export interface RuntimeConfig {
  readonly apiBaseUrl: string;
  readonly firebase: { readonly apiKey: string; readonly authDomain: string; readonly projectId: string };
  readonly authEmulatorHost: string | null;
  readonly demoLogins: readonly DemoLogin[];
}

declare global {
  interface Window {
    __PUBLI_CONFIG__?: RuntimeConfig;
  }
}

/** The embedded defaults, for a page served without the server's config (a static preview). */
const EMBEDDED_DEFAULTS: RuntimeConfig = {
  apiBaseUrl: '/api',
  firebase: { apiKey: 'demo-api-key', authDomain: 'demo-publi.firebaseapp.com', projectId: 'demo-publi' },
  authEmulatorHost: '127.0.0.1:9099',
  demoLogins: [],
};

/** The config the server injected, or the embedded defaults. */
export function readRuntimeConfig(page: Window): RuntimeConfig {
  return page.__PUBLI_CONFIG__ ?? EMBEDDED_DEFAULTS;
}
