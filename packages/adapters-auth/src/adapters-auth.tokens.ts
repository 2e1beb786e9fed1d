/**
 * The Inversify tokens this package binds. `Symbol.for` keys, so a composition root or another
 * package naming the same port gets the same token without importing this file.
 */
export const ADAPTERS_AUTH_TOKENS = {
  /** The application's `IdentityPort`, bound to `FirebaseIdentityAdapter`. */
  IdentityPort: Symbol.for('publi.IdentityPort'),
  /** The application's `TokenStorePort`, bound to `CookieTokenStore`. */
  TokenStorePort: Symbol.for('publi.TokenStorePort'),
} as const;
