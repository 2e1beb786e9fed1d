/** One demo account the embedded stack created, offered on the sign-in page. */
export interface DemoLogin {
  readonly kind: 'brand' | 'creator' | 'agent';
  readonly email: string;
  readonly password: string;
}

/**
 * What the page learns at run time rather than at build time, so one build runs against the
 * emulator or real Firebase. The server writes it into index.html as a JSON data block
 * (`<script type="application/json" id="publi-config">`): data, never run, so a
 * Content-Security-Policy without inline scripts lets the page start.
 */
export interface RuntimeConfig {
  readonly apiBaseUrl: string;
  readonly firebase: { readonly apiKey: string; readonly authDomain: string; readonly projectId: string };
  readonly authEmulatorHost: string | null;
  readonly demoLogins: readonly DemoLogin[];
  /** The server's `PUBLI_MODE`: demo-only screens (`/demo/emails`) exist in `demo` alone. */
  readonly mode: 'demo' | 'production';
  readonly payments: RuntimeConfigPayments;
}

/** Where the card form goes for a token, and whether the page says no real money is charged. */
export interface RuntimeConfigPayments {
  /** Production with money through the sandbox: every page says "Ambiente de testes". */
  readonly testEnvironment: boolean;
  readonly cards: CardCheckoutConfig;
}

/**
 * The sandbox's checkout beside the API, or Pagar.me's tokenization called from the browser
 * (`{apiUrl}/tokens?appId={publicKey}`): the card number goes there and never to Publi.
 */
export type CardCheckoutConfig = { readonly kind: 'sandbox'; readonly url: string } | { readonly kind: 'pagarme'; readonly apiUrl: string; readonly publicKey: string };

/** The data block's id; the server's `render-index-html.ts` writes the same. */
export const RUNTIME_CONFIG_ELEMENT_ID = 'publi-config';

/** The embedded defaults, for a page served without the server's config (a static preview). */
const EMBEDDED_DEFAULTS: RuntimeConfig = {
  apiBaseUrl: '/api',
  firebase: { apiKey: 'demo-api-key', authDomain: 'demo-publi.firebaseapp.com', projectId: 'demo-publi' },
  authEmulatorHost: '127.0.0.1:9099',
  demoLogins: [],
  mode: 'demo',
  payments: { testEnvironment: false, cards: { kind: 'sandbox', url: '/sandbox' } },
};

/** Whether the page runs against a demo server (a server that does not say is not one). */
export function isDemoMode(page: Pick<Document, 'getElementById'>): boolean {
  return readRuntimeConfig(page).mode === 'demo';
}

/** The config the server wrote into the page, or the embedded defaults where there is none. */
export function readRuntimeConfig(page: Pick<Document, 'getElementById'>): RuntimeConfig {
  const text = page.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.textContent;
  if (text === undefined || text.trim() === '') return EMBEDDED_DEFAULTS;
  try {
    const served = JSON.parse(text) as Omit<RuntimeConfig, 'payments'> & Partial<Pick<RuntimeConfig, 'payments'>>;
    // A server older than the payments' entry had the sandbox's checkout only.
    return { ...served, payments: served.payments ?? EMBEDDED_DEFAULTS.payments };
  } catch {
    // A page mangled on its way (a proxy rewriting HTML) still starts, on the embedded defaults.
    return EMBEDDED_DEFAULTS;
  }
}
