import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { PubliMode } from '../config/server-config.js';
import type { WebAppRuntimeConfig } from '../web-app/web-app-runtime-config.js';

/**
 * Where the browser's identity SDK talks to: the auth emulator (`host:port`), or real Firebase,
 * whose project's auth domain (`<project>.firebaseapp.com`) hosts the Google sign-in frame.
 */
export type IdentityOrigins = Pick<WebAppRuntimeConfig, 'authEmulatorHost' | 'firebase'>;

/** What the page is told to reach besides the API: the identity service, and where the card form goes for a token. */
export type PageOrigins = IdentityOrigins & Partial<Pick<WebAppRuntimeConfig, 'payments'>>;

// Real Firebase Auth: the REST endpoints the SDK calls, and the script its Google pop-up loads.
const FIREBASE_AUTH_ENDPOINTS = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'];
const GOOGLE_SIGN_IN_SCRIPT = 'https://apis.google.com';

/**
 * The Content-Security-Policy of every answer. Scripts come from this origin only (the build's
 * hashed files; the runtime configuration is a JSON data block, never run), so an injected
 * `<script>` or `onclick` does nothing. Styles allow inline: Chakra's emotion writes its rules
 * into `<style>` elements at run time, and a style cannot run code. Images may come from any
 * https address, as a creator's photo may be an outside picture (a Google account's).
 */
export function contentSecurityPolicy(mode: PubliMode, origins: PageOrigins | undefined): Record<string, string[]> {
  const emulator = origins?.authEmulatorHost ? [`http://${origins.authEmulatorHost}`] : [];
  const realFirebase = origins !== undefined && emulator.length === 0;
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(realFirebase ? [GOOGLE_SIGN_IN_SCRIPT] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...emulator, ...(realFirebase ? FIREBASE_AUTH_ENDPOINTS : []), ...cardTokenization(origins)],
    'frame-src': ["'self'", ...emulator, ...(realFirebase ? [`https://${origins.firebase.authDomain}`] : [])],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  // Only where every address is https: a demo on http://localhost would have its calls to the
  // emulator rewritten to an https address nothing answers.
  if (mode === 'production') directives['upgrade-insecure-requests'] = [];
  return directives;
}

/**
 * The browser posts the card form to Pagar.me itself (its tokenization, `{apiUrl}/tokens`), so the
 * number never reaches Publi: that origin only, and only when cards go through Pagar.me. It is
 * https://api.pagar.me in production (which refuses `PAGARME_API_ADDRESS`), a local fake's origin
 * in demo and tests. The sandbox's checkout is this site's own `/sandbox`: nothing to add.
 */
function cardTokenization(origins: PageOrigins | undefined): string[] {
  const cards = origins?.payments?.cards;
  return cards?.kind === 'pagarme' ? [new URL(cards.apiUrl).origin] : [];
}

/**
 * Security headers on every answer (API, pages, files): the policy above, `nosniff`, no framing
 * by other sites, the referrer cut to the origin across sites (Firebase checks an API key's
 * allowed sites by it), and HSTS in `production` only, where the site is served over https.
 * The opener policy lets the Google sign-in pop-up report back to the page that opened it.
 */
export async function registerSecurityHeaders(app: FastifyInstance, mode: PubliMode, origins: PageOrigins | undefined): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(mode, origins) },
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // The web's dev server (another port of the same site) shows the API's photos; other sites may not.
    crossOriginResourcePolicy: { policy: 'same-site' },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: mode === 'production' ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xPoweredBy: false,
  });
}
