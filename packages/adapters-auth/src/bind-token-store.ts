import type { IdentityPort, TokenStorePort } from '@publi/application';

/**
 * The auth-state listener of SPEC section 4: saves the token in the store on every sign-in (and
 * every refreshed token the provider reports) and clears it on sign-out, so the cookie always
 * follows the provider's session. Returns the unsubscribe function.
 */
export function bindTokenStore(identity: IdentityPort, tokenStore: TokenStorePort): () => void {
  return identity.onSessionChange((session) => {
    if (session === null) {
      tokenStore.clear();
    } else {
      tokenStore.save(session.token);
    }
  });
}
