import { splitCentavos } from './split-centavos.js';

/**
 * Writes an amount of centavos as the decimal string the server uses for
 * prices (SPEC section 3), with a dot and always two decimals.
 *
 * @example decimalFromCentavos(1250) // '12.50'
 * @example decimalFromCentavos(0) // '0.00'
 * @throws RangeError when `centavos` is not a safe integer.
 */
export function decimalFromCentavos(centavos: number): string {
  const { negative, reais, cents } = splitCentavos(centavos);
  return `${negative ? '-' : ''}${reais}.${cents}`;
}
