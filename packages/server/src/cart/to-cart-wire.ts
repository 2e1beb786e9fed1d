import type { CartWire } from '@publi/contract';
import type { CartDelivery } from '@publi/domain';
import { toCreatorCardWire } from '../creators/to-creators-wire.js';
import type { CartDeliveryWire } from './cart-from-wire.js';
import type { CartView } from './cart-view.js';

/** Domain to wire, the inverse of `cartDeliveryFromWire`. */
export function cartDeliveryToWire(delivery: CartDelivery): CartDeliveryWire {
  return { creator_id: delivery.creatorId, stories: delivery.stories, feed: delivery.feed, tiktok: delivery.tiktok };
}

/** The cart answer in wire names: each delivery beside its creator's card, in cart order. Route layer only. */
export function toCartWire({ cart, updatedAt, cards }: CartView): CartWire {
  const cardById = new Map(cards.map((card) => [card.id, toCreatorCardWire(card)]));
  return {
    user_id: cart.userId,
    creators: cart.creators.flatMap((delivery) => {
      const creator = cardById.get(delivery.creatorId);
      return creator ? [{ ...cartDeliveryToWire(delivery), creator }] : [];
    }),
    updated_at: updatedAt.toISOString(),
  };
}
