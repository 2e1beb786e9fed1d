import type { CartDelivery } from './cart-delivery.js';
import type { CartFormat } from './cart-format.js';
import { deliveryPieces } from './delivery-centavos.js';

/**
 * Sets how many pieces of one format a delivery asks. The quantity is rounded down and never
 * below zero. A delivery never drops to nothing: a change that would leave no piece at all
 * answers `delivery` unchanged, because removing a creator is an explicit action of its own.
 *
 * @returns a new delivery, or `delivery` itself when the change would empty it.
 * @throws RangeError when `quantity` is not a finite number (a bug upstream).
 */
export function setFormatQuantity(delivery: CartDelivery, format: CartFormat, quantity: number): CartDelivery {
  if (!Number.isFinite(quantity)) {
    throw new RangeError(`A quantity must be a finite number, got ${String(quantity)}.`);
  }
  const next = { ...delivery, [format]: Math.max(0, Math.floor(quantity)) };
  return deliveryPieces(next) === 0 ? delivery : next;
}
