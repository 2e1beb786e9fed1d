import { parseTypedMoney } from './parse-typed-money.js';
import { positiveAmountMessage, TYPED_MONEY_MESSAGES } from './typed-money-messages.js';

/** A typed amount that must be more than zero: its centavos, or the pt-BR message to show. */
export type PositiveAmount = { readonly ok: true; readonly centavos: number } | { readonly ok: false; readonly message: string };

/**
 * Reads an amount a deal needs (a proposal, a counter-offer) with {@link parseTypedMoney}: blank,
 * zero, negative or unreadable text all ask for a value above zero like `exampleCentavos`; too
 * large says the limit.
 *
 * @example readPositiveAmount('1800.50', 180_000) // { ok: true, centavos: 180050 }
 * @example readPositiveAmount('0', 180_000) // { ok: false, message: 'Informe um valor em reais maior que zero, como 1.800,00.' }
 */
export function readPositiveAmount(text: string, exampleCentavos: number): PositiveAmount {
  const typed = parseTypedMoney(text);
  if (typed.ok && typed.centavos > 0) return typed;
  if (!typed.ok && typed.problem === 'too_large') return { ok: false, message: TYPED_MONEY_MESSAGES.too_large };
  return { ok: false, message: positiveAmountMessage(exampleCentavos) };
}
