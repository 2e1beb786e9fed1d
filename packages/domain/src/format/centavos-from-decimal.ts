// Digits, then optionally a dot and one or two decimals: '12', '12.5', '12.50'.
// More decimals are refused rather than rounded, as rounding money silently loses centavos.
const DECIMAL = /^(-?)([0-9]+)(?:\.([0-9]{1,2}))?$/;

/**
 * Reads a decimal price string from the server (SPEC section 3: prices such
 * as '0.00') into integer centavos, digit by digit, without floating point.
 * Surrounding whitespace is ignored.
 *
 * @example centavosFromDecimal('12.50') // 1250
 * @example centavosFromDecimal('0.00') // 0
 * @throws RangeError when the text is not such a decimal (for example '1,50',
 *   '12.345', '.5' or ''), or the amount is too large to count exactly.
 */
export function centavosFromDecimal(text: string): number {
  const match = DECIMAL.exec(text.trim());
  if (match === null) {
    throw new RangeError(`Not a decimal amount: ${JSON.stringify(text)}.`);
  }
  const [, sign = '', reais = '', fraction = ''] = match;
  const magnitude = Number(reais) * 100 + Number(fraction.padEnd(2, '0'));
  // Below 2^53 every integer is exact, so Number(reais) * 100 + cents was computed exactly.
  if (!Number.isSafeInteger(magnitude)) {
    throw new RangeError(`Amount too large to count in centavos: ${JSON.stringify(text)}.`);
  }
  // Writing 0 rather than -0 for '-0.00'.
  return sign === '-' && magnitude !== 0 ? -magnitude : magnitude;
}
