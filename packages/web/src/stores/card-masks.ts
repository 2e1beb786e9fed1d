/** The card form as typed, masks and all; the checkout reads it into numbers when paying. */
export interface CardFields {
  readonly number: string;
  readonly holderName: string;
  /** `MM/AA`. */
  readonly expiry: string;
  readonly cvc: string;
}

/** A card form nobody has typed in. */
export const EMPTY_CARD: CardFields = { number: '', holderName: '', expiry: '', cvc: '' };

const digitsOf = (text: string, max: number) => text.replace(/\D/g, '').slice(0, max);

/** `4242424242424242` as `4242 4242 4242 4242`, at most 19 digits. */
export function maskCardNumber(text: string): string {
  return digitsOf(text, 19).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** `1229` as `12/29`. */
export function maskExpiry(text: string): string {
  const digits = digitsOf(text, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** The CVV's digits, at most 4 (American Express has 4). */
export function maskCvc(text: string): string {
  return digitsOf(text, 4);
}

/** `card` with `changes` typed in, each field through its mask (the holder's name is kept as typed). */
export function maskCard(card: CardFields, changes: Partial<CardFields>): CardFields {
  return {
    ...card,
    ...changes,
    ...(changes.number === undefined ? {} : { number: maskCardNumber(changes.number) }),
    ...(changes.expiry === undefined ? {} : { expiry: maskExpiry(changes.expiry) }),
    ...(changes.cvc === undefined ? {} : { cvc: maskCvc(changes.cvc) }),
  };
}

/** A masked expiry `MM/AA` read as the month and the four-digit year, or null while it is incomplete. */
export function readExpiry(expiry: string): { readonly month: number; readonly year: number } | null {
  const [month = '', year = ''] = expiry.split('/');
  if (!/^\d{2}$/.test(month) || !/^\d{2}$/.test(year)) return null;
  return { month: Number(month), year: 2000 + Number(year) };
}
