/**
 * The largest amount a person may type: R$ 99.999.999,99. Beyond it a typo is likelier than a
 * price, and every amount up to it is a safe integer of centavos.
 */
export const MAX_TYPED_CENTAVOS = 9_999_999_999;

/** Why typed text is not an amount; {@link TYPED_MONEY_MESSAGES} says it in pt-BR. */
export type TypedMoneyProblem = 'empty' | 'negative' | 'invalid' | 'too_large';

/** Typed text read as money: integer centavos, or why it is not an amount. */
export type TypedMoney = { readonly ok: true; readonly centavos: number } | { readonly ok: false; readonly problem: TypedMoneyProblem };

// What may stand around the number: the currency sign and spaces (Intl writes a no-break one).
const DECORATION = /R\$|\s/giu;
const DIGITS_AND_SEPARATORS = /^[\d.,]+$/;

interface Split {
  readonly whole: string;
  readonly cents: string;
}

/**
 * Which separator marks the centavos, or null when the text has none. A lone comma always does
 * (pt-BR). A lone dot does when one or two digits follow it, as phone keypads type `1800.50`;
 * three digits after it make it the thousands dot of `1.800`. With both, the last one does, so
 * `1,800.50` reads as it was meant.
 */
function decimalSeparatorOf(text: string): '.' | ',' | null {
  const lastDot = text.lastIndexOf('.');
  const lastComma = text.lastIndexOf(',');
  if (lastDot !== -1 && lastComma !== -1) return lastDot > lastComma ? '.' : ',';
  if (lastComma !== -1) return text.indexOf(',') === lastComma ? ',' : null;
  if (lastDot === -1 || text.indexOf('.') !== lastDot) return null;
  return text.length - lastDot - 1 <= 2 ? '.' : null;
}

/** The reais and centavos digits of `text`, or null when its separators are not a money shape. */
function split(text: string): Split | null {
  const decimal = decimalSeparatorOf(text);
  const point = decimal === null ? -1 : text.lastIndexOf(decimal);
  const wholePart = point === -1 ? text : text.slice(0, point);
  const cents = point === -1 ? '' : text.slice(point + 1);
  if (point !== -1 && !/^\d{1,2}$/.test(cents)) return null;
  if (/^\d*$/.test(wholePart)) return wholePart === '' && cents === '' ? null : { whole: wholePart, cents };
  // Thousands separators: a dot, or a comma before a decimal dot (never a comma alone, which is
  // the pt-BR decimal). Groups of three after a first group of one to three not led by 0.
  const groups = wholePart.split(decimal === '.' ? ',' : '.');
  const [first = ''] = groups;
  const grouped = /^[1-9]\d{0,2}$/.test(first) && groups.slice(1).every((group) => /^\d{3}$/.test(group));
  return grouped ? { whole: groups.join(''), cents } : null;
}

/**
 * Reads money as a person types it, in any form a Brazilian keyboard or phone produces, into
 * integer centavos, digit by digit (never through floating point):
 *
 * | typed | centavos |
 * |---|---|
 * | `1.800,50`, `1800,50`, `1800.50`, `R$ 1.800,50`, `1,800.50` | 180050 |
 * | `R$ 1.800`, `1.800`, `1800` | 180000 |
 * | `1.80`, `1,8` | 180 |
 * | `0,5`, `,50` | 50 |
 *
 * Refused: blank (`empty`); a minus sign anywhere (`negative`); letters, three decimals
 * (`1,800`), groups that are not of three (`1.80.0`) or a dot that cannot be told apart
 * (`1.800.50`, `0.500`) (`invalid`); more than {@link MAX_TYPED_CENTAVOS} (`too_large`).
 *
 * @example parseTypedMoney('1800.50') // { ok: true, centavos: 180050 }
 * @example parseTypedMoney('abc') // { ok: false, problem: 'invalid' }
 */
export function parseTypedMoney(text: string): TypedMoney {
  const bare = text.replace(DECORATION, '');
  if (bare === '') return { ok: false, problem: 'empty' };
  if (bare.includes('-')) return { ok: false, problem: 'negative' };
  const parts = DIGITS_AND_SEPARATORS.test(bare) ? split(bare) : null;
  if (parts === null) return { ok: false, problem: 'invalid' };
  const whole = parts.whole.replace(/^0+(?=\d)/, '');
  // Eleven or more digits of reais are over the limit; counting them first keeps Number exact.
  if (whole.length > 10) return { ok: false, problem: 'too_large' };
  const centavos = Number(whole || '0') * 100 + Number(parts.cents.padEnd(2, '0'));
  return centavos > MAX_TYPED_CENTAVOS ? { ok: false, problem: 'too_large' } : { ok: true, centavos };
}
