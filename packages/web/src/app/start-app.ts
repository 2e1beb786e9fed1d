import { bindTokenStore } from '@publi/adapters-auth';
import { PORT_TOKENS, type IdentityPort, type TokenStorePort } from '@publi/application';
import type { Container } from 'inversify';
import type { RootStore } from '../stores/root.store.js';
import { STORE_TOKENS } from '../stores/store.tokens.js';

/**
 * Startup (SPEC section 7), part of the composition root. The session loads from the cookie
 * first, before the identity listener may rewrite it, so a stored token is judged as it was
 * left; then the listener keeps the cookie in step with the provider (SPEC section 4).
 */
export function startApp(container: Container): RootStore {
  const stores = container.get<RootStore>(STORE_TOKENS.Root);
  const identity = container.get<IdentityPort>(PORT_TOKENS.IdentityPort);
  void stores.session.start();
  bindTokenStore(identity, container.get<TokenStorePort>(PORT_TOKENS.TokenStorePort));
  identity.onSessionChange((session) => void stores.session.identityChanged(session !== null));
  return stores;
}
