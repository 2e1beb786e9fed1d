import { splitCentavos } from './split-centavos.js';

// A dot before every group of three digits counted from the right.
const THOUSANDS = /\B(?=(\d{3})+$)/g;

/**
 * Writes an amount of centavos as a pt-BR number without the currency sign, as a money field
 * shows it for editing: thousands dots and a decimal comma, with integer arithmetic only.
 *
 * @example formatAmount(180050) // '1.800,50'
 * @example formatAmount(-5) // '-0,05'
 * @throws RangeError when `centavos` is not a safe integer.
 */
export function formatAmount(centavos: number): string {
  const { negative, reais, cents } = splitCentavos(centavos);
  return `${negative ? '-' : ''}${reais.replace(THOUSANDS, '.')},${cents}`;
}
