import { PORT_TOKENS } from '@publi/application';

/** The Inversify tokens this package binds: the application's own port tokens. */
export const ADAPTERS_AUTH_TOKENS = {
  /** The application's `IdentityPort`, bound to `FirebaseIdentityAdapter`. */
  IdentityPort: PORT_TOKENS.IdentityPort,
  /** The application's `TokenStorePort`, bound to `CookieTokenStore`. */
  TokenStorePort: PORT_TOKENS.TokenStorePort,
} as const;
