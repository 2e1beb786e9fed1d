import { DomainError } from '../errors/domain-error.js';

// People type a CEP as "01310-100", "01310100", "01.310-100" or with stray spaces.
const SEPARATORS = /[-.\s]/g;
const EIGHT_DIGITS = /^[0-9]{8}$/;

/**
 * Normalizes a Brazilian postal code (CEP) to its 8 digits, the form the
 * postal-code lookup takes (SPEC section 5: the hyphen is removed).
 * Hyphens, dots and whitespace anywhere are ignored; what is left must be
 * exactly 8 ASCII digits.
 *
 * @example normalizePostalCode('01.310-100') // '01310100'
 * @throws DomainError `POSTAL_CODE.INVALID` when there are not exactly 8 digits
 *   or any other character is present.
 */
export function normalizePostalCode(text: string): string {
  const digits = text.replace(SEPARATORS, '');
  if (!EIGHT_DIGITS.test(digits)) {
    throw new DomainError('POSTAL_CODE.INVALID');
  }
  return digits;
}

/**
 * Formats a postal code for display as `01310-100`. Accepts anything
 * {@link normalizePostalCode} accepts, so formatting is idempotent.
 *
 * @throws DomainError `POSTAL_CODE.INVALID` as {@link normalizePostalCode} does.
 */
export function formatPostalCode(text: string): string {
  const digits = normalizePostalCode(text);
  return `${digits.slice(0, 5)}-${digits.slice(5)}`;
}
