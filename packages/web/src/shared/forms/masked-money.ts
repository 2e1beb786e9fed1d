import { parseTypedMoney, TYPED_MONEY_MESSAGES } from '@publi/domain';

/** A cash-register field's text read back: centavos, or the pt-BR reason it is refused. */
export type MaskedMoney = { readonly centavos: number } | { readonly error: string };

/**
 * Reads a field masked with the domain's `cashRegisterMoney` (prices, the budget) through the
 * domain's one parser of typed money. Blank is 0: a price left empty is "não ofereço", a budget
 * left empty is asked for by its own rule.
 */
export function readMaskedMoney(text: string): MaskedMoney {
  const typed = parseTypedMoney(text);
  if (typed.ok) return { centavos: typed.centavos };
  return typed.problem === 'empty' ? { centavos: 0 } : { error: TYPED_MONEY_MESSAGES[typed.problem] };
}
