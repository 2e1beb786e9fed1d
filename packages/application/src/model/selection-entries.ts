import type { CartDelivery } from '@publi/domain';
import type { SelectedCreator } from './selected-creator.model.js';

// The selection lives where anything may have written it (an older version of the app, a
// person editing storage): its stores keep only the entries these guards accept, in the
// browser and in memory alike, so what a store reads back cannot differ between the two.

/** Whether `value` is a {@link SelectedCreator}: a numeric id, a name, a picture URL or `null`. */
export function isSelectedCreator(value: unknown): value is SelectedCreator {
  if (typeof value !== 'object' || value === null) return false;
  const { id, name, image } = value as Record<string, unknown>;
  return typeof id === 'number' && typeof name === 'string' && (image === null || typeof image === 'string');
}

const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/** Whether `value` is a delivery a cart can hold: a numeric creator id and whole counts of zero or more. */
export function isSelectedDelivery(value: unknown): value is CartDelivery {
  if (typeof value !== 'object' || value === null) return false;
  const { creatorId, stories, feed, tiktok } = value as Record<string, unknown>;
  return typeof creatorId === 'number' && isCount(stories) && isCount(feed) && isCount(tiktok);
}
