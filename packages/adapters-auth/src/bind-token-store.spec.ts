import type { IdentityPort, IdentitySession, TokenStorePort } from '@publi/application';
import { describe, expect, it } from 'vitest';
import { bindTokenStore } from './bind-token-store.js';

/** An identity provider whose session changes the test announces by hand. */
function anIdentity() {
  const listeners = new Set<(session: IdentitySession | null) => void>();
  const unused = (): never => {
    throw new Error('not used by bindTokenStore');
  };
  const identity: IdentityPort = {
    signUpWithEmail: unused,
    signInWithEmail: unused,
    signInWithGoogle: unused,
    refreshToken: unused,
    sendPasswordReset: unused,
    updatePassword: unused,
    reauthenticate: unused,
    reauthenticateWithGoogle: unused,
    linkPassword: unused,
    verifyBeforeUpdateEmail: unused,
    sendEmailVerification: unused,
    reloadSession: unused,
    hasPasswordSignIn: unused,
    signOut: unused,
    onSessionChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const announce = (session: IdentitySession | null) => {
    for (const listener of listeners) listener(session);
  };
  return { identity, announce };
}

function aTokenStore(): TokenStorePort & { token: string | null } {
  return {
    token: 'stale',
    read() {
      return this.token;
    },
    save(token) {
      this.token = token;
    },
    clear() {
      this.token = null;
    },
  };
}

describe('bindTokenStore', () => {
  it('saves the token on sign-in and clears it on sign-out', () => {
    const { identity, announce } = anIdentity();
    const store = aTokenStore();
    bindTokenStore(identity, store);
    announce({ uid: 'u1', email: 'ana@example.com', token: 't1' });
    expect(store.read()).toBe('t1');
    announce(null);
    expect(store.read()).toBeNull();
  });

  it('stops following the provider once unsubscribed', () => {
    const { identity, announce } = anIdentity();
    const store = aTokenStore();
    const unsubscribe = bindTokenStore(identity, store);
    unsubscribe();
    announce({ uid: 'u1', email: null, token: 't1' });
    expect(store.read()).toBe('stale');
  });
});
