import { SELECTED_CREATORS_STORAGE_KEY, SELECTED_DELIVERIES_STORAGE_KEY } from '@publi/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { createContainer } from '../app/container.js';
import { devRuntimeConfig } from '../app/dev-runtime-config.js';
import type { RootStore } from '../stores/root.store.js';
import { STORE_TOKENS } from '../stores/store.tokens.js';
import { someCreatorCards } from '../testing/creator-card.builder.js';
import { LocalStorageSelectedDeliveriesAdapter } from './local-storage-selected-deliveries.adapter.js';

/** A page load: the real composition root over the browser's local storage. */
function aPageLoad(): RootStore {
  const container = createContainer({ config: devRuntimeConfig({}), document, location: window.location, storage: window.localStorage, sessionStorage: window.sessionStorage });
  return container.get<RootStore>(STORE_TOKENS.Root);
}

afterEach(() => {
  window.localStorage.clear();
});

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

  it('reads anything unreadable under its key as no quantities', () => {
    const adapter = new LocalStorageSelectedDeliveriesAdapter(window.localStorage);
    window.localStorage.setItem(SELECTED_DELIVERIES_STORAGE_KEY, '{not json');
    expect(adapter.read()).toEqual([]);
    window.localStorage.setItem(SELECTED_DELIVERIES_STORAGE_KEY, JSON.stringify([{ creatorId: 1, stories: -1, feed: 0, tiktok: 0 }, { creatorId: 2, stories: 1, feed: 0, tiktok: 0 }, 'x']));
    expect(adapter.read()).toEqual([{ creatorId: 2, stories: 1, feed: 0, tiktok: 0 }]);
  });
});
