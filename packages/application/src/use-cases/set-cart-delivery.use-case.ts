import type { Cart, CartDelivery } from '@publi/domain';
import type { CartPort } from '../ports/cart.port.js';

/**
 * Asks pieces from one creator: a creator already in the cart has their delivery replaced, and
 * a delivery of nothing at all drops them (the server refuses an empty delivery). Rethrows.
 */
export class SetCartDeliveryUseCase {
  /** @param carts - the cart port. */
  constructor(private readonly carts: CartPort) {}

  /** Sets or drops `delivery.creatorId`'s delivery on `cart`; answers the saved cart. */
  execute(cart: Cart, delivery: CartDelivery): Promise<Cart> {
    if (delivery.stories + delivery.feed + delivery.tiktok > 0) return this.carts.setDelivery(delivery);
    return this.carts.replace(cart.creators.filter((existing) => existing.creatorId !== delivery.creatorId));
  }
}
