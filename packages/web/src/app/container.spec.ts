import type { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { firstVisitEnvironment } from '../server-render/server-page-environment.js';
import { CartStore } from '../stores/cart.store.js';
import { ProjectListStore } from '../stores/project-list.store.js';
import { RootStore } from '../stores/root.store.js';
import { STORE_TOKENS } from '../stores/store.tokens.js';
import { createContainer } from './container.js';
import { devRuntimeConfig } from './dev-runtime-config.js';
import { startApp } from './start-app.js';

/** A first visit's page (no cookie, no identity database) whose reads are still on their way. */
const aPage = () => createContainer(firstVisitEnvironment(devRuntimeConfig({}), () => new Promise<Response>(() => undefined)));

/** The names of the stores the container builds, in the order it builds them (its activations). */
function storesBuiltBy(container: Container): string[] {
  const built: string[] = [];
  for (const token of Object.values(STORE_TOKENS).filter((token) => token.description?.endsWith('Store'))) {
    container.onActivation(token, (_, store) => { built.push(token.description ?? ''); return store; });
  }
  container.onActivation(ProjectListStore, (_, store) => { built.push('ProjectListStore'); return store; });
  return built;
}

describe('the composition root', () => {
  it('builds every store with its use cases, one root store per page', () => {
    const container = createContainer({ config: devRuntimeConfig({}), document, location: window.location, storage: window.localStorage, sessionStorage: window.sessionStorage });
    const root = container.get<RootStore>(STORE_TOKENS.Root);
    expect(root).toBeInstanceOf(RootStore);
    expect(root.session.isStarting).toBe(true);
    expect(root.cart.count).toBe(0);
    expect(container.get(STORE_TOKENS.Root)).toBe(root);
  });

  it('starts the app with the session and what it hands its user to, no store a page has not asked for', () => {
    const container = aPage();
    const built = storesBuiltBy(container);
    startApp(container);
    expect(built.toSorted()).toEqual(['OwnCreatorStore', 'ReferenceListsStore', 'RootStore', 'SessionStore']);
  });

  it("builds a page's store the first time its page asks for it, once: every access is the same instance", () => {
    const container = aPage();
    const built = storesBuiltBy(container);
    const stores = startApp(container);
    const list = stores.pageStore(ProjectListStore);
    expect(stores.pageStore(ProjectListStore)).toBe(list);
    expect(stores.cart).toBe(stores.cart);
    expect(built.filter((store) => store === 'ProjectListStore' || store === 'CartStore')).toEqual(['ProjectListStore', 'CartStore']);
    // Asked for as a page's, a shell store would be a second instance the header never sees.
    expect(() => stores.pageStore(CartStore)).toThrow('CartStore');
  });
});
