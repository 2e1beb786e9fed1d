import type { PixKeyType } from '../banking/pix-key.js';

// What the security history shows of a value: enough for its owner to recognise it, never
// enough to use it. Bullets, not stars, so a masked value never reads as a typed one.
const HIDDEN = '•';
const hidden = (count: number) => HIDDEN.repeat(count);

/**
 * How many trailing digits of a number the history shows: at most 4, and never more than half
 * of the number, so a short account ("12-3") never shows most of itself.
 */
export function visibleTailLength(digitCount: number): number {
  return Math.min(4, Math.floor(digitCount / 2));
}

/** The last digits of `text`'s digits and letters (check digits X and P count), as {@link visibleTailLength} allows. */
function tailOf(text: string): string {
  const characters = text.replace(/[^0-9A-Za-z]/g, '');
  const length = visibleTailLength(characters.length);
  return length === 0 ? '' : characters.slice(-length);
}

/** A bank account number in the history: "•••• 4321", its last digits only (see {@link visibleTailLength}). */
export function maskAccountNumber(account: string): string {
  const tail = tailOf(account);
  return tail === '' ? hidden(4) : `${hidden(4)} ${tail}`;
}

/** A CPF or CNPJ in the history: its last two digits ("•••.•••.•••-25", "••.•••.•••/••••-81"). */
export function maskTaxId(digits: string): string {
  const tail = tailOf(digits).slice(-2);
  return digits.length === 14 ? `••.•••.•••/••••-${tail}` : `•••.•••.•••-${tail}`;
}

/**
 * A Pix key in the history, masked by its kind: a CPF or CNPJ shows its last two digits, an
 * e-mail its first letter and its domain ("a•••@gmail.com"), a phone its last four digits
 * ("(••) •••••-4321"), a random key its first four characters.
 */
export function maskPixKeyForHistory(type: PixKeyType, key: string): string {
  switch (type) {
    case 'cpf':
    case 'cnpj':
      return maskTaxId(key);
    case 'email': {
      const at = key.lastIndexOf('@');
      return at < 0 ? hidden(3) : `${key.slice(0, 1)}${hidden(3)}${key.slice(at)}`;
    }
    case 'phone':
      return `(••) •••••-${key.replace(/\D/g, '').slice(-4)}`;
    case 'evp':
      return `${key.slice(0, 4)}${hidden(4)}`;
  }
}
