import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMPTY_CARD, maskCard, maskCardNumber, maskCvc, maskExpiry, readExpiry } from './card-masks.js';

const digitsOf = (text: string) => text.replace(/\D/g, '');
/** What a person may paste or type in a card field: digits among spaces, dashes, slashes and letters. */
const typed = fc.string({ unit: fc.constantFrom(...'0123456789 -/.xA'.split('')), maxLength: 30 });

describe('the card masks', () => {
  it('group the number by four and write the expiry as MM/AA, dropping anything else', () => {
    expect(maskCardNumber('4242-4242 4242x4242 999')).toBe('4242 4242 4242 4242 999');
    expect(maskExpiry('12/2')).toBe('12/2');
    expect(maskExpiry('1229')).toBe('12/29');
    expect(maskExpiry('1')).toBe('1');
    expect(maskCvc('12a34 5')).toBe('1234');
  });

  it('keep the first 19 digits of a number, in groups of four and a last shorter one', () => {
    fc.assert(
      fc.property(typed, (text) => {
        const masked = maskCardNumber(text);
        expect(digitsOf(masked)).toBe(digitsOf(text).slice(0, 19));
        expect(masked).toMatch(/^(\d{4}( \d{4})*( \d{1,3})?|\d{1,3})?$/);
      }),
    );
  });

  it('keep the first four digits of an expiry, a slash after the month once the year starts, and read back only a whole MM/AA', () => {
    fc.assert(
      fc.property(typed, (text) => {
        const digits = digitsOf(text).slice(0, 4);
        const masked = maskExpiry(text);
        expect(digitsOf(masked)).toBe(digits);
        expect(masked.includes('/')).toBe(digits.length > 2);
        const read = readExpiry(masked);
        expect(read).toEqual(digits.length === 4 ? { month: Number(digits.slice(0, 2)), year: 2000 + Number(digits.slice(2)) } : null);
      }),
    );
  });

  it('are idempotent: masking what is shown changes nothing, so typing after a mask keeps it', () => {
    fc.assert(
      fc.property(typed, (text) => {
        expect(maskCardNumber(maskCardNumber(text))).toBe(maskCardNumber(text));
        expect(maskExpiry(maskExpiry(text))).toBe(maskExpiry(text));
        expect(maskCvc(maskCvc(text))).toBe(maskCvc(text));
        expect(maskCvc(text)).toBe(digitsOf(text).slice(0, 4));
      }),
    );
  });

  it('mask only the fields typed, and keep the holder\'s name as typed', () => {
    const card = maskCard(EMPTY_CARD, { number: '4242424242424242', holderName: ' Rita  Lee ' });
    expect(maskCard(card, { expiry: '1229', cvc: '1a23' })).toEqual({ number: '4242 4242 4242 4242', holderName: ' Rita  Lee ', expiry: '12/29', cvc: '123' });
  });
});
