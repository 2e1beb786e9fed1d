import { splitCentavos } from './split-centavos.js';

// Intl writes a NO-BREAK SPACE between the symbol and the number; the UI must match it.
const NO_BREAK_SPACE = '\u00a0';
// A dot before every group of three digits counted from the right.
const THOUSANDS = /\B(?=(\d{3})+$)/g;

/**
 * Formats an amount of centavos as Brazilian reais, exactly as
 * `Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })` writes
 * it (with a no-break space after `R$`), but with integer arithmetic, so a
 * centavo is never lost to floating-point rounding.
 *
 * @example formatBRL(123456) // 'R$ 1.234,56'
 * @example formatBRL(-100) // '-R$ 1,00'
 * @param centavos - the amount in centavos; -0 is shown as zero.
 * @throws RangeError when `centavos` is not a safe integer.
 */
export function formatBRL(centavos: number): string {
  const { negative, reais, cents } = splitCentavos(centavos);
  return `${negative ? '-' : ''}R$${NO_BREAK_SPACE}${reais.replace(THOUSANDS, '.')},${cents}`;
}
