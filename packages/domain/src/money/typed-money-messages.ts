import { formatAmount } from '../format/format-amount.js';
import type { TypedMoneyProblem } from './parse-typed-money.js';

/** What a person reads beside a money field whose text {@link parseTypedMoney} refused. */
export const TYPED_MONEY_MESSAGES: Readonly<Record<TypedMoneyProblem, string>> = {
  empty: 'Informe o valor.',
  negative: 'O valor não pode ser negativo.',
  invalid: 'Informe o valor em reais, como R$ 150,00.',
  too_large: 'O valor máximo é R$ 99.999.999,99.',
};

/**
 * The message of a field that needs more than zero (a proposal, a counter-offer), showing an
 * example in the form the field itself shows.
 *
 * @example positiveAmountMessage(150_000) // 'Informe um valor em reais maior que zero, como 1.500,00.'
 */
export function positiveAmountMessage(exampleCentavos: number): string {
  return `Informe um valor em reais maior que zero, como ${formatAmount(exampleCentavos)}.`;
}
