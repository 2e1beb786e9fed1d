import type { SelectedDeliveriesStorePort } from '@publi/application';
import { SELECTED_DELIVERIES_STORAGE_KEY, type CartDelivery } from '@publi/domain';
import { LocalStorageList } from './local-storage-list.js';

/**
 * A visitor's quantities under `selected-creators-deliveries` in local storage, beside the
 * spec's `selected-creators` list, so they survive a reload. Anything unreadable counts as none.
 */
export class LocalStorageSelectedDeliveriesAdapter extends LocalStorageList<CartDelivery> implements SelectedDeliveriesStorePort {
  constructor(storage: Storage) {
    super(storage, SELECTED_DELIVERIES_STORAGE_KEY, isDelivery);
  }
}

const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

function isDelivery(value: unknown): value is CartDelivery {
  if (typeof value !== 'object' || value === null) return false;
  const { creatorId, stories, feed, tiktok } = value as Record<string, unknown>;
  return typeof creatorId === 'number' && isCount(stories) && isCount(feed) && isCount(tiktok);
}
