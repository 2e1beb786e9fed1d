import type { CartDelivery } from './cart-delivery.js';

/**
 * What a creator enters the cart with: one story, the smallest useful ask, which the brand
 * changes on the cart page.
 */
export const DEFAULT_DELIVERY = Object.freeze({ stories: 1, feed: 0, tiktok: 0 } as const);

/** The delivery a creator enters the cart with ({@link DEFAULT_DELIVERY}). */
export function defaultDelivery(creatorId: number): CartDelivery {
  return { creatorId, ...DEFAULT_DELIVERY };
}
