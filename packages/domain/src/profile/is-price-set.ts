import type { OptionalText } from './creator-profile.js';

// Any digit other than zero makes the amount non-zero, whatever the separators.
const NON_ZERO_DIGIT = /[1-9]/;

/**
 * Whether a job price is set. The wire fills unset prices with '0.00', and forms may
 * send '0' or '0,00', so a price counts only when it holds a non-zero digit.
 * Looking at digits rather than parsing keeps the rule independent of the decimal
 * separator: '150.00', '150,00' and 'R$ 1.500,00' are all set. A negative price
 * ('-5.00') is not a price anyone can charge, so it counts as not set.
 */
export function isPriceSet(price: OptionalText): boolean {
  if (typeof price !== 'string') {
    return false;
  }
  const trimmed = price.trim();
  return !trimmed.startsWith('-') && NON_ZERO_DIGIT.test(trimmed);
}
