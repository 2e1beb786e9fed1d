import { describe, expect, it } from 'vitest';
import { RootStore } from '../stores/root.store.js';
import { STORE_TOKENS } from '../stores/store.tokens.js';
import { createContainer } from './container.js';
import { devRuntimeConfig } from './dev-runtime-config.js';

describe('the composition root', () => {
  it('builds every store with its use cases, one root store per page', () => {
    const container = createContainer({ config: devRuntimeConfig({}), document, location: window.location, storage: window.localStorage, sessionStorage: window.sessionStorage });
    const root = container.get<RootStore>(STORE_TOKENS.Root);
    expect(root).toBeInstanceOf(RootStore);
    expect(root.session.isStarting).toBe(true);
    expect(root.cart.count).toBe(0);
    expect(container.get(STORE_TOKENS.Root)).toBe(root);
  });
});
