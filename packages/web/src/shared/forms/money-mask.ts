import { formatBRL } from '@publi/domain';
import { digitsOf } from './form-rules.js';

// What a typed price may hold: digits, the currency sign, spaces and pt-BR separators.
const MONEY_CHARACTERS = /^[\d\sR$.,\u00a0]*$/;
// Beyond R$ 99.999.999,99 a typo is likelier than a price; it also keeps centavos a safe integer.
const MAX_DIGITS = 10;

/**
 * A price as it is typed, filled from the right like a cash register: `15000` shows
 * `R$ 150,00`. Anything that is not a price (a minus sign, letters) is left as typed, so the
 * person sees what they wrote and {@link parseMoney} can say why it is refused.
 */
export function maskMoney(text: string): string {
  if (!MONEY_CHARACTERS.test(text)) return text;
  const digits = digitsOf(text).replace(/^0+(?=\d)/, '').slice(0, MAX_DIGITS);
  return digits === '' ? '' : formatBRL(Number(digits));
}

/** A typed price read back: centavos, or the pt-BR reason it is refused. */
export type ParsedMoney = { readonly centavos: number } | { readonly error: string };

/** pt-BR messages for a refused price. */
export const MONEY_MESSAGES = {
  negative: 'O valor não pode ser negativo. Use 0 para "não ofereço".',
  invalid: 'Informe o valor em reais, como R$ 150,00.',
} as const;

/** Reads a masked price; blank is 0 ("não ofereço"). */
export function parseMoney(text: string): ParsedMoney {
  const trimmed = text.trim();
  if (trimmed.startsWith('-') || trimmed.includes('-R$')) return { error: MONEY_MESSAGES.negative };
  if (!MONEY_CHARACTERS.test(trimmed)) return { error: MONEY_MESSAGES.invalid };
  return { centavos: Number(digitsOf(trimmed).slice(0, MAX_DIGITS) || '0') };
}
