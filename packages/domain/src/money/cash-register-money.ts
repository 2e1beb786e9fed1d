import { formatBRL } from '../format/format-brl.js';

// What a masked price may hold: digits, the currency sign, spaces and pt-BR separators.
const MONEY_CHARACTERS = /^[\d\sR$.,]*$/u;
// Ten digits of centavos reach R$ 99.999.999,99, the most parseTypedMoney takes.
const MAX_DIGITS = 10;

/**
 * The masked text of a price field that fills from the right as a cash register does: every
 * keystroke's digits are the centavos, so `15000` shows `R$ 150,00` while it is typed, and a
 * pasted `1800.50` shows `R$ 1.800,50`. Text that is not a price (a minus sign, letters) is left
 * as typed, so the person sees what they wrote and {@link parseTypedMoney} says why it is refused;
 * blank stays blank. What it shows, `parseTypedMoney` reads back to the same centavos.
 *
 * @example cashRegisterMoney('15000') // 'R$ 150,00'
 * @example cashRegisterMoney('-50') // '-50'
 */
export function cashRegisterMoney(text: string): string {
  if (!MONEY_CHARACTERS.test(text)) return text;
  const digits = text.replace(/\D/g, '').replace(/^0+(?=\d)/, '').slice(0, MAX_DIGITS);
  return digits === '' ? '' : formatBRL(Number(digits));
}
