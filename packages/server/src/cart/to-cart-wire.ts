import { creatorCardSchema, type CartWire } from '@publi/contract';
import { cartDeliveryToWire } from './cart-delivery.mapping.js';
import type { CartView } from './cart-view.js';

/** The cart answer in wire names: each delivery beside its creator's card, in cart order. */
export function toCartWire({ cart, updatedAt, cards }: CartView): CartWire {
  // `loadCreatorCards` types a card with plain strings where the wire has enums (the state
  // sigla, the network names); the contract's schema narrows it, and checks it on the way.
  const cardById = new Map(cards.map((card) => [card.id, creatorCardSchema.parse(card)]));
  return {
    user_id: cart.userId,
    creators: cart.creators.flatMap((delivery) => {
      const creator = cardById.get(delivery.creatorId);
      return creator ? [{ ...cartDeliveryToWire(delivery), creator }] : [];
    }),
    updated_at: updatedAt.toISOString(),
  };
}
