import { PORT_TOKENS, type IdentityPort, type LoggerPort, type TokenStorePort } from '@publi/application';
import { ContainerModule } from 'inversify';
import { ADAPTERS_AUTH_TOKENS } from './adapters-auth.tokens.js';
import { CookieTokenStore, type CookieTokenStoreOptions } from './cookie-token-store.js';
import type { FirebaseIdentityConfig } from './firebase-identity.config.js';
import type { GoogleSignIn } from './google-sign-in.js';
import { LazyFirebaseIdentityAdapter } from './lazy-firebase-identity.adapter.js';
import type { StoredSessionHint } from './stored-session-hint.js';

/**
 * What the composition root hands the module: the firebase config and the page's cookie jar.
 * The cookie store's logger is the container's `LoggerPort`.
 */
export interface AdaptersAuthModuleOptions extends Omit<CookieTokenStoreOptions, 'logger'> {
  readonly firebase: FirebaseIdentityConfig;
  /** Google's popup when absent. */
  readonly googleSignIn?: GoogleSignIn;
  /** Whether to load the SDK at startup; always when absent (see {@link LazyFirebaseIdentityAdapter}). */
  readonly storedSession?: StoredSessionHint;
  /** When a stored session's listener loads the SDK: at once when absent (see `LazyIdentityOptions`). */
  readonly listenWhen?: () => Promise<void>;
}

/**
 * Binds `IdentityPort` (the firebase SDK loads on first use) and `TokenStorePort` as singletons:
 * one firebase app per page, one cookie.
 * The values are built from plain options rather than injected constructors, so the adapters stay
 * free of Inversify and usable without a container (scripts, tests).
 */
export function adaptersAuthModule(options: AdaptersAuthModuleOptions): ContainerModule {
  const { firebase, googleSignIn, storedSession, listenWhen, ...cookie } = options;
  return new ContainerModule(({ bind }) => {
    bind<IdentityPort>(ADAPTERS_AUTH_TOKENS.IdentityPort)
      .toDynamicValue(
        () =>
          new LazyFirebaseIdentityAdapter(firebase, {
            ...(googleSignIn ? { googleSignIn } : {}),
            ...(storedSession ? { mayHoldSession: storedSession } : {}),
            ...(listenWhen ? { listenWhen } : {}),
          }),
      )
      .inSingletonScope();
    bind<TokenStorePort>(ADAPTERS_AUTH_TOKENS.TokenStorePort)
      .toDynamicValue((context) => new CookieTokenStore({ ...cookie, logger: context.get<LoggerPort>(PORT_TOKENS.LoggerPort) }))
      .inSingletonScope();
  });
}
