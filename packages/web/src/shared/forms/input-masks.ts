import { digitsOf } from './form-rules.js';

/**
 * A Brazilian phone as it is typed: `(11) 98765-4321` for mobiles (11 digits), `(11) 3456-7890`
 * for landlines (10); partial input is masked as far as it goes, extra digits are dropped.
 */
export function maskBrazilPhone(text: string): string {
  const digits = digitsOf(text).slice(0, 11);
  if (digits.length === 0) return '';
  if (digits.length <= 2) return `(${digits}`;
  const area = digits.slice(0, 2);
  const rest = digits.slice(2);
  const split = digits.length === 11 ? 5 : 4;
  if (rest.length <= split) return `(${area}) ${rest}`;
  return `(${area}) ${rest.slice(0, split)}-${rest.slice(split)}`;
}

/** Whether a masked phone is complete: DDD and 8 or 9 digits. */
export function isCompleteBrazilPhone(text: string): boolean {
  const length = digitsOf(text).length;
  return length === 10 || length === 11;
}

/** A CEP as it is typed: `01310-100`, at most 8 digits. */
export function maskPostalCode(text: string): string {
  const digits = digitsOf(text).slice(0, 8);
  return digits.length <= 5 ? digits : `${digits.slice(0, 5)}-${digits.slice(5)}`;
}

// Separator before each digit position: CPF 000.000.000-00, CNPJ 00.000.000/0000-00.
const CPF_MARKS: Readonly<Record<number, string>> = { 3: '.', 6: '.', 9: '-' };
const CNPJ_MARKS: Readonly<Record<number, string>> = { 2: '.', 5: '.', 8: '/', 12: '-' };

/**
 * A CPF or CNPJ as it is typed: `123.456.789-09` up to 11 digits, `11.222.333/0001-81` past
 * that; partial input is masked as far as it goes, digits past 14 are dropped.
 */
export function maskTaxId(text: string): string {
  const digits = digitsOf(text).slice(0, 14);
  const marks = digits.length <= 11 ? CPF_MARKS : CNPJ_MARKS;
  return Array.from(digits, (digit, index) => (index > 0 ? (marks[index] ?? '') : '') + digit).join('');
}
