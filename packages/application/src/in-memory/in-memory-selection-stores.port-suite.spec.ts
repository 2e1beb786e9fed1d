import { selectedCreatorsStorePortSuite, selectedDeliveriesStorePortSuite, type SelectionStores, type SelectionSuiteWorld } from '../testing/port-suites/selection-stores.port-suite.js';
import { InMemorySelectedCreatorsStore } from './in-memory-selected-creators-store.adapter.js';
import { InMemorySelectedDeliveriesStore } from './in-memory-selected-deliveries-store.adapter.js';
import type { InMemoryShelf } from './in-memory-shelf-list.js';

/** Both stores on one shelf, as the browser's are on one local storage; a reload is new stores on it. */
function anInMemorySelection(): SelectionSuiteWorld {
  const shelf: InMemoryShelf = new Map();
  const stores = (): SelectionStores => ({ creators: new InMemorySelectedCreatorsStore(shelf), quantities: new InMemorySelectedDeliveriesStore(shelf) });
  return { ...stores(), reload: stores };
}

selectedCreatorsStorePortSuite(anInMemorySelection);
selectedDeliveriesStorePortSuite(anInMemorySelection);
