import { isSelectedDelivery, type SelectedDeliveriesStorePort } from '@publi/application';
import { SELECTED_DELIVERIES_STORAGE_KEY, type CartDelivery } from '@publi/domain';
import { LocalStorageList } from './local-storage-list.js';

/**
 * A visitor's quantities under `selected-creators-deliveries` in local storage, beside the
 * spec's `selected-creators` list, so they survive a reload. Anything unreadable counts as none,
 * and a delivery no cart can hold (the application's `isSelectedDelivery`) is dropped.
 */
export class LocalStorageSelectedDeliveriesAdapter extends LocalStorageList<CartDelivery> implements SelectedDeliveriesStorePort {
  constructor(storage: Storage) {
    super(storage, SELECTED_DELIVERIES_STORAGE_KEY, isSelectedDelivery);
  }
}
