import { selectedCreatorsStorePortSuite, selectedDeliveriesStorePortSuite, type SelectionStores, type SelectionSuiteWorld } from '@publi/application/testing';
import { afterEach } from 'vitest';
import { LocalStorageSelectedCreatorsAdapter } from './local-storage-selected-creators.adapter.js';
import { LocalStorageSelectedDeliveriesAdapter } from './local-storage-selected-deliveries.adapter.js';

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

// Files share a worker's jsdom (isolate: false): leave nothing behind for the next one.
afterEach(() => {
  window.localStorage.clear();
});

selectedCreatorsStorePortSuite(aBrowserSelection);
selectedDeliveriesStorePortSuite(aBrowserSelection);
