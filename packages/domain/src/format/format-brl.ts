import { formatAmount } from './format-amount.js';

// Intl writes a NO-BREAK SPACE between the symbol and the number; the UI must match it.
const NO_BREAK_SPACE = '\u00a0';

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
  const amount = formatAmount(centavos);
  return amount.startsWith('-') ? `-R$${NO_BREAK_SPACE}${amount.slice(1)}` : `R$${NO_BREAK_SPACE}${amount}`;
}
