import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BRAZILIAN_BANKS } from './banks.data.js';
import { CHECKED_BANKS, hasValidAccountCheckDigit } from './account-check-digit.js';

const DIGITS = Array.from('0123456789XP');
const checked = fc.constantFrom(...Object.keys(CHECKED_BANKS));
const numberFor = (code: string) => {
  const rule = CHECKED_BANKS[code] ?? { min: 1, max: 13 };
  return fc.string({ unit: fc.constantFrom(...Array.from('0123456789')), minLength: 1, maxLength: rule.max });
};
const agency = fc.string({ unit: fc.constantFrom(...Array.from('0123456789')), minLength: 1, maxLength: 4 });

describe('hasValidAccountCheckDigit', () => {
  it('reads the published examples, with or without the hyphen and the leading zeros', () => {
    expect(hasValidAccountCheckDigit({ bankCode: '001', agency: '1584', account: '00210169-6' })).toBe(true);
    expect(hasValidAccountCheckDigit({ bankCode: '001', agency: '1584-9', account: '210169-6' })).toBe(true);
    expect(hasValidAccountCheckDigit({ bankCode: '001', agency: '1584', account: '2101696' })).toBe(true);
    expect(hasValidAccountCheckDigit({ bankCode: '001', agency: '1584', account: '210169-5' })).toBe(false);
    expect(hasValidAccountCheckDigit({ bankCode: '341', agency: '2545', account: '02366-1' })).toBe(true);
    expect(hasValidAccountCheckDigit({ bankCode: '341', agency: '2545', account: '02366-2' })).toBe(false);
    expect(hasValidAccountCheckDigit({ bankCode: '260', agency: '0001', account: '5216125-0' })).toBe(true);
  });

  it('accepts exactly one check digit for an account of a checked bank', () => {
    fc.assert(
      fc.property(
        checked.chain((code) => fc.tuple(fc.constant(code), numberFor(code), agency)),
        ([bankCode, number, agencyDigits]) => {
          const accepted = DIGITS.filter((digit) => hasValidAccountCheckDigit({ bankCode, agency: agencyDigits, account: `${number}-${digit}` }));
          expect(accepted).toHaveLength(1);
        },
      ),
    );
  });

  it('gives the same answer with the leading zeros left out', () => {
    fc.assert(
      fc.property(checked, fc.constantFrom(...DIGITS), (bankCode, digit) => {
        const rule = CHECKED_BANKS[bankCode] ?? { min: 1 };
        const padded = `${'0'.repeat(rule.min - 3)}123-${digit}`;
        expect(hasValidAccountCheckDigit({ bankCode, agency: '0042', account: padded })).toBe(
          hasValidAccountCheckDigit({ bankCode, agency: '42', account: `123-${digit}` }),
        );
      }),
    );
  });

  it('never refuses an account of a bank whose rule is not published', () => {
    const unchecked = BRAZILIAN_BANKS.map((bank) => bank.code).filter((code) => !(code in CHECKED_BANKS));
    fc.assert(
      fc.property(fc.constantFrom(...unchecked), numberFor('000'), agency, fc.constantFrom(...DIGITS), (bankCode, number, agencyDigits, digit) => {
        expect(hasValidAccountCheckDigit({ bankCode, agency: agencyDigits, account: `${number}-${digit}` })).toBe(true);
      }),
    );
  });
});
