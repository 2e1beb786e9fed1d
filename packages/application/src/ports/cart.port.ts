import type { Cart, CartDelivery } from '@publi/domain';

/**
 * A brand's cart (`/project/*_cart`). `userId` is the account's external id; creation and
 * retrieval without it throw `CART.USER_ID_REQUIRED`. One delivery per creator.
 */
export interface CartPort {
  create(userId: string): Promise<Cart>;
  /** Throws `CART.NOT_FOUND` before `create`. */
  get(userId: string): Promise<Cart>;
  /** Sets one creator's delivery, replacing an earlier one. */
  setDelivery(delivery: CartDelivery): Promise<Cart>;
  /** Replaces the whole cart. */
  replace(deliveries: readonly CartDelivery[]): Promise<Cart>;
}
