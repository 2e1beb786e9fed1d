import type { PubliMode } from '../config/server-config.js';

/** A demo account the sign-in page may offer, only where the auth emulator is in use. */
export interface DemoLogin {
  readonly kind: 'brand' | 'creator' | 'agent';
  readonly email: string;
  readonly password: string;
}

/**
 * What the web app reads at start-up from the JSON data block `#publi-config` the
 * server writes into `index.html`, so one build runs against any API and Firebase project. The web
 * package declares the same shape on its side: the server never imports the web.
 */
export interface WebAppRuntimeConfig {
  readonly apiBaseUrl: string;
  readonly firebase: { readonly apiKey: string; readonly authDomain: string; readonly projectId: string };
  /** `host:port` of the Firebase Auth emulator, or `null` against real Firebase. */
  readonly authEmulatorHost: string | null;
  readonly demoLogins: readonly DemoLogin[];
  /** `PUBLI_MODE`: the web shows its demo-only screens (`/demo/emails`) in `demo` alone. */
  readonly mode: PubliMode;
}
