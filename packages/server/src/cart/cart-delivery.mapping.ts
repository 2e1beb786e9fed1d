import type { CartDeliveryBodyWire } from '@publi/contract';
import type { CartDelivery } from '@publi/domain';

/** A delivery in wire names, as requests send it and cart answers show it. */
export type CartDeliveryWire = Pick<CartDeliveryBodyWire, 'creator_id' | 'stories' | 'feed' | 'tiktok'>;

/** Wire to domain: the cart rule (`setCartDelivery`, `replaceCart`) speaks the domain's names. */
export function cartDeliveryFromWire(wire: CartDeliveryWire): CartDelivery {
  return { creatorId: wire.creator_id, stories: wire.stories, feed: wire.feed, tiktok: wire.tiktok };
}

/** Domain to wire, the inverse of {@link cartDeliveryFromWire}. */
export function cartDeliveryToWire(delivery: CartDelivery): CartDeliveryWire {
  return { creator_id: delivery.creatorId, stories: delivery.stories, feed: delivery.feed, tiktok: delivery.tiktok };
}
