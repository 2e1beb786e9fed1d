import type { OptionalCentavos } from './creator-profile.js';

/**
 * Whether a job price is set: a whole, positive number of centavos. The wire fills unset
 * prices with '0.00', which arrives here as 0. A negative or fractional amount is not a
 * price anyone can charge, and `NaN` or `Infinity` is no amount at all, so none of them counts.
 *
 * @example isPriceSet(15000) // true: R$ 150,00
 * @example isPriceSet(0) // false
 */
export function isPriceSet(price: OptionalCentavos): boolean {
  return typeof price === 'number' && Number.isSafeInteger(price) && price > 0;
}
