import type { Cart, CartDelivery } from '@publi/domain';
import type { CartPort } from '../ports/cart.port.js';

/** Replaces the whole cart (e.g. from the selected creators); empty deliveries are dropped. Rethrows. */
export class ReplaceCartUseCase {
  /** @param carts - the cart port. */
  constructor(private readonly carts: CartPort) {}

  /** Saves `deliveries` as the cart. */
  execute(deliveries: readonly CartDelivery[]): Promise<Cart> {
    return this.carts.replace(deliveries.filter((d) => d.stories + d.feed + d.tiktok > 0));
  }
}
