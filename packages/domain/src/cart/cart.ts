import type { CartDelivery } from './cart-delivery.js';

export type { CartDelivery } from './cart-delivery.js';

/** A brand's cart: the creators it is about to hire, one delivery each. */
export type Cart = {
  /** The brand (user) the cart belongs to. */
  readonly userId: string;
  /** One delivery per creator, in the order the creators were added. */
  readonly creators: readonly CartDelivery[];
};

/**
 * Sets the delivery for `delivery.creatorId` (SPEC section 4: setting a
 * delivery for a creator who already has one replaces it).
 * A creator already in the cart keeps its position; a new one is appended.
 * Should the cart already hold duplicates for this creator, they collapse
 * into the first one, so the result has one delivery per creator again.
 *
 * @returns a new cart; `cart` is not changed.
 */
export function setCartDelivery(cart: Cart, delivery: CartDelivery): Cart {
  const position = cart.creators.findIndex((existing) => existing.creatorId === delivery.creatorId);
  if (position === -1) {
    return { ...cart, creators: [...cart.creators, delivery] };
  }
  const creators = cart.creators
    .map((existing, index) => (index === position ? delivery : existing))
    .filter((existing, index) => index <= position || existing.creatorId !== delivery.creatorId);
  return { ...cart, creators };
}

/**
 * Replaces the whole cart with `deliveries` (SPEC section 4: setting an array
 * replaces the whole cart). When the array names a creator twice the last
 * delivery wins, at the position where that creator first appeared, exactly
 * as if each delivery had been set in turn on an empty cart.
 *
 * @returns a new cart with the same `userId`; neither input is changed.
 */
export function replaceCart(cart: Cart, deliveries: readonly CartDelivery[]): Cart {
  const empty: Cart = { userId: cart.userId, creators: [] };
  return deliveries.reduce(setCartDelivery, empty);
}

/**
 * Removes the delivery for `creatorId`; a creator not in the cart is no change.
 *
 * @returns a new cart; `cart` is not changed.
 */
export function removeCartDelivery(cart: Cart, creatorId: number): Cart {
  return { ...cart, creators: cart.creators.filter((delivery) => delivery.creatorId !== creatorId) };
}

/** The delivery asked from `creatorId`, or `undefined` when the creator is not in the cart. */
export function findCartDelivery(cart: Cart, creatorId: number): CartDelivery | undefined {
  return cart.creators.find((delivery) => delivery.creatorId === creatorId);
}
