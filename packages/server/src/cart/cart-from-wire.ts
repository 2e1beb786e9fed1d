import type { CartDeliveryBodyWire } from '@publi/contract';
import type { CartDelivery } from '@publi/domain';

/** A delivery in wire names, as requests send it and cart answers show it. */
export type CartDeliveryWire = Pick<CartDeliveryBodyWire, 'creator_id' | 'stories' | 'feed' | 'tiktok'>;

/** Wire to domain: the cart rule (`setCartDelivery`, `replaceCart`) speaks the domain's names. Route layer only. */
export function cartDeliveryFromWire(wire: CartDeliveryWire): CartDelivery {
  return { creatorId: wire.creator_id, stories: wire.stories, feed: wire.feed, tiktok: wire.tiktok };
}
