import { SELECTED_DELIVERIES_STORAGE_KEY, type CartDelivery } from '@publi/domain';
import { isSelectedDelivery } from '../model/selection-entries.js';
import type { SelectedDeliveriesStorePort } from '../ports/selected-deliveries-store.port.js';
import { InMemoryShelfList, type InMemoryShelf } from './in-memory-shelf-list.js';

/** Local storage's stand-in for a visitor's quantities; a store on the same shelf reads what this one saved. */
export class InMemorySelectedDeliveriesStore extends InMemoryShelfList<CartDelivery> implements SelectedDeliveriesStorePort {
  /** @param shelf - the storage, a new one by default; another store's shelf to read what it saved. */
  constructor(shelf: InMemoryShelf = new Map()) {
    super(shelf, SELECTED_DELIVERIES_STORAGE_KEY, isSelectedDelivery);
  }
}
