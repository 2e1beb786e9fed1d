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
  readonly payments: WebAppPayments;
}

/**
 * Where the checkout's card form goes for a token, and whether the page must say no real money is
 * charged. The card number goes from the browser to the provider only: Publi gets the token.
 */
export interface WebAppPayments {
  /** `PUBLI_MODE=production` with money through the sandbox: every page says "Ambiente de testes". */
  readonly testEnvironment: boolean;
  readonly cards: CardCheckout;
}

/** The sandbox's checkout routes (`/sandbox`, beside the API), or Pagar.me's tokenization (`{apiUrl}/tokens?appId={publicKey}`). */
export type CardCheckout = { readonly kind: 'sandbox'; readonly url: string } | { readonly kind: 'pagarme'; readonly apiUrl: string; readonly publicKey: string };
