import type { CartWire } from '@publi/contract';
import { toCreatorCardWire } from '../creators/to-creator-card-wire.js';
import { cartDeliveryToWire } from './cart-delivery.mapping.js';
import type { CartView } from './cart-view.js';

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
