import type { CartDelivery } from './cart-delivery.js';
import { CART_FORMATS, type FormatPrices } from './cart-format.js';

/** How many pieces a delivery asks, over every format. */
export function deliveryPieces(delivery: CartDelivery): number {
  return CART_FORMATS.reduce((sum, format) => sum + delivery[format], 0);
}

/**
 * What a delivery costs at a creator's prices, in centavos: each format's price times how many
 * pieces of it are asked. Unpriced formats (price 0, "Sob consulta") add nothing; whether the
 * delivery asks one is {@link asksUnpricedFormat}'s answer, shown beside the total.
 *
 * @throws RangeError when a price or a quantity is not a non-negative safe integer, or the
 *   total is too large to be exact: a bug upstream, never a person's input.
 */
export function deliveryCentavos(prices: FormatPrices, delivery: CartDelivery): number {
  const total = CART_FORMATS.reduce((sum, format) => sum + wholeNumber(prices[format], 'price') * wholeNumber(delivery[format], 'quantity'), 0);
  return wholeNumber(total, 'total');
}

/** Whether the delivery asks some format the creator has no price for ("Sob consulta"). */
export function asksUnpricedFormat(prices: FormatPrices, delivery: CartDelivery): boolean {
  return CART_FORMATS.some((format) => delivery[format] > 0 && prices[format] === 0);
}

function wholeNumber(value: number, what: string): number {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`A cart ${what} must be a non-negative safe integer, got ${String(value)}.`);
  }
  return value;
}
