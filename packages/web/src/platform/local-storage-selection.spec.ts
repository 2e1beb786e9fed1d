import { selectedCreatorsStorePortSuite, selectedDeliveriesStorePortSuite, type SelectionStores, type SelectionSuiteWorld } from '@publi/application/testing';
import { SELECTED_CREATORS_STORAGE_KEY, SELECTED_DELIVERIES_STORAGE_KEY } from '@publi/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { createContainer } from '../app/container.js';
import { devRuntimeConfig } from '../app/dev-runtime-config.js';
import type { RootStore } from '../stores/root.store.js';
import { STORE_TOKENS } from '../stores/store.tokens.js';
import { someCreatorCards } from '../testing/creator-card.builder.js';
import { LocalStorageSelectedCreatorsAdapter } from './local-storage-selected-creators.adapter.js';
import { LocalStorageSelectedDeliveriesAdapter } from './local-storage-selected-deliveries.adapter.js';

// One file for the selection's storage (a jsdom environment per file is the web project's cost):
// the ports' suites, a page load over the real composition root, and what only the browser has.

/** New adapters on jsdom's real local storage, as a page load builds them. */
const onTheBrowsersStorage = (): SelectionStores => ({
  creators: new LocalStorageSelectedCreatorsAdapter(window.localStorage),
  quantities: new LocalStorageSelectedDeliveriesAdapter(window.localStorage),
});

/** The selection on an empty local storage; a reload is new adapters on the same storage. */
function aBrowserSelection(): SelectionSuiteWorld {
  window.localStorage.clear();
  return { ...onTheBrowsersStorage(), reload: onTheBrowsersStorage };
}

/** A page load: the real composition root over the browser's local storage. */
function aPageLoad(): RootStore {
  const container = createContainer({ config: devRuntimeConfig({}), document, location: window.location, storage: window.localStorage, sessionStorage: window.sessionStorage });
  return container.get<RootStore>(STORE_TOKENS.Root);
}

// Files share a worker's jsdom (isolate: false): leave nothing behind for the next one.
afterEach(() => {
  window.localStorage.clear();
});

selectedCreatorsStorePortSuite(aBrowserSelection);
selectedDeliveriesStorePortSuite(aBrowserSelection);

describe('a visitor\'s cart in local storage', () => {
  it('keeps the quantities across a reload, and `selected-creators` keeps the spec\'s list', async () => {
    const [ana, bia] = someCreatorCards(2);
    if (ana === undefined || bia === undefined) throw new Error('two cards');
    const first = aPageLoad().cart;
    await first.add(ana);
    await first.add(bia);
    await first.setQuantity(bia.id, 'feed', 2);
    await first.setQuantity(bia.id, 'stories', 0);

    const reloaded = aPageLoad().cart;
    expect(reloaded.deliveries).toEqual([
      { creatorId: ana.id, stories: 1, feed: 0, tiktok: 0 },
      { creatorId: bia.id, stories: 0, feed: 2, tiktok: 0 },
    ]);
    expect(JSON.parse(window.localStorage.getItem(SELECTED_CREATORS_STORAGE_KEY) ?? 'null')).toEqual([
      { id: ana.id, name: ana.name, image: null },
      { id: bia.id, name: bia.name, image: null },
    ]);

    await reloaded.remove(bia.id);
    expect(aPageLoad().cart.deliveries).toEqual([{ creatorId: ana.id, stories: 1, feed: 0, tiktok: 0 }]);
  });

  it('reads text under either key that is not a JSON list as nothing, and keeps the entries of a list', () => {
    const { creators, quantities } = onTheBrowsersStorage();
    for (const unreadable of ['{not json', '{"id":11,"creatorId":11}', 'null', '"selected"']) {
      window.localStorage.setItem(SELECTED_CREATORS_STORAGE_KEY, unreadable);
      window.localStorage.setItem(SELECTED_DELIVERIES_STORAGE_KEY, unreadable);
      expect(creators.read()).toEqual([]);
      expect(quantities.read()).toEqual([]);
    }
    const ana = { id: 11, name: 'Ana Souza', image: null };
    window.localStorage.setItem(SELECTED_CREATORS_STORAGE_KEY, JSON.stringify([ana, 'Bia']));
    window.localStorage.setItem(SELECTED_DELIVERIES_STORAGE_KEY, JSON.stringify([{ creatorId: 1, stories: -1, feed: 0, tiktok: 0 }, { creatorId: 2, stories: 1, feed: 0, tiktok: 0 }, 'x']));
    expect(creators.read()).toEqual([ana]);
    expect(quantities.read()).toEqual([{ creatorId: 2, stories: 1, feed: 0, tiktok: 0 }]);
  });
});
