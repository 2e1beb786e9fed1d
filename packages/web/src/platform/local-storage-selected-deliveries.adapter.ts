import type { SelectedDeliveriesStorePort } from '@publi/application';
import { SELECTED_DELIVERIES_STORAGE_KEY, type CartDelivery } from '@publi/domain';

/**
 * A visitor's quantities under `selected-creators-deliveries` in local storage, beside the
 * spec's `selected-creators` list, so they survive a reload. Anything unreadable counts as none.
 */
export class LocalStorageSelectedDeliveriesAdapter implements SelectedDeliveriesStorePort {
  constructor(private readonly storage: Storage) {}

  read(): readonly CartDelivery[] {
    try {
      const parsed: unknown = JSON.parse(this.storage.getItem(SELECTED_DELIVERIES_STORAGE_KEY) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter(isDelivery) : [];
    } catch {
      return [];
    }
  }

  save(deliveries: readonly CartDelivery[]): void {
    this.storage.setItem(SELECTED_DELIVERIES_STORAGE_KEY, JSON.stringify(deliveries));
  }

  clear(): void {
    this.storage.removeItem(SELECTED_DELIVERIES_STORAGE_KEY);
  }
}

const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

function isDelivery(value: unknown): value is CartDelivery {
  if (typeof value !== 'object' || value === null) return false;
  const { creatorId, stories, feed, tiktok } = value as Record<string, unknown>;
  return typeof creatorId === 'number' && isCount(stories) && isCount(feed) && isCount(tiktok);
}
