import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DOMAIN_ERROR_MESSAGES } from '../errors/domain-error-messages.js';
import { isDomainError } from '../errors/domain-error.js';
import { formatPostalCode, normalizePostalCode } from './postal-code.js';

const eightDigits = fc.string({ unit: fc.constantFrom(...Array.from('0123456789')), minLength: 8, maxLength: 8 });
const separator = fc.constantFrom('', '-', '.', ' ');

function expectInvalid(run: () => unknown): void {
  try {
    run();
  } catch (error) {
    expect(isDomainError(error, 'POSTAL_CODE.INVALID')).toBe(true);
    return;
  }
  expect.fail('expected a DomainError POSTAL_CODE.INVALID');
}

describe('normalizePostalCode', () => {
  it('removes the hyphen, dot and surrounding spaces', () => {
    expect(normalizePostalCode('01310-100')).toBe('01310100');
    expect(normalizePostalCode('01310100')).toBe('01310100');
    expect(normalizePostalCode('01.310-100')).toBe('01310100');
    expect(normalizePostalCode('  01310 100 ')).toBe('01310100');
  });

  it.each(['', '0131010', '013101000', '01310-10a', 'CEP 01310-100', '０１３１０１００', '01310_100'])('rejects %j', (text) => {
    expectInvalid(() => normalizePostalCode(text));
  });

  it('throws the pt-BR message of POSTAL_CODE.INVALID', () => {
    expect(() => normalizePostalCode('123')).toThrow(DOMAIN_ERROR_MESSAGES['POSTAL_CODE.INVALID']);
  });

  it('reads any 8 digits with a hyphen after the fifth', () => {
    fc.assert(fc.property(eightDigits, (digits) => normalizePostalCode(`${digits.slice(0, 5)}-${digits.slice(5)}`) === digits));
  });

  it('reads any 8 digits written as 00.000-000, with spaces around', () => {
    fc.assert(
      fc.property(eightDigits, separator, separator, fc.constantFrom('', ' ', '\t'), (digits, dot, hyphen, pad) => {
        const written = `${pad}${digits.slice(0, 2)}${dot}${digits.slice(2, 5)}${hyphen}${digits.slice(5)}${pad}`;
        expect(normalizePostalCode(written)).toBe(digits);
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(eightDigits, separator, (digits, sep) => {
        const once = normalizePostalCode(`${digits.slice(0, 5)}${sep}${digits.slice(5)}`);
        expect(normalizePostalCode(once)).toBe(once);
      }),
    );
  });

  it('throws POSTAL_CODE.INVALID for anything without exactly 8 digits', () => {
    const digitsOfOtherLength = fc
      .string({ unit: fc.constantFrom(...Array.from('0123456789')), maxLength: 14 })
      .filter((digits) => digits.length !== 8);
    fc.assert(
      fc.property(digitsOfOtherLength, separator, (digits, sep) => {
        expectInvalid(() => normalizePostalCode(`${digits.slice(0, 5)}${sep}${digits.slice(5)}`));
      }),
    );
  });

  it('equals the plain reference on any text', () => {
    const text = fc.oneof(fc.string(), fc.string({ unit: fc.constantFrom(...Array.from('0123456789-. x')) }));
    fc.assert(
      fc.property(text, (input) => {
        const kept = Array.from(input).filter((char) => !['-', '.', ' ', '\t', '\n', '\r'].includes(char)).join('');
        const valid = kept.length === 8 && Array.from(kept).every((char) => char >= '0' && char <= '9');
        if (valid) {
          expect(normalizePostalCode(input)).toBe(kept);
        } else {
          expectInvalid(() => normalizePostalCode(input));
        }
      }),
    );
  });
});

describe('formatPostalCode', () => {
  it('writes the hyphen after the fifth digit', () => {
    expect(formatPostalCode('01310100')).toBe('01310-100');
    expect(formatPostalCode('01.310-100')).toBe('01310-100');
  });

  it('is idempotent and normalizes back to the digits', () => {
    fc.assert(
      fc.property(eightDigits, (digits) => {
        const formatted = formatPostalCode(digits);
        expect(formatted).toMatch(/^[0-9]{5}-[0-9]{3}$/);
        expect(formatPostalCode(formatted)).toBe(formatted);
        expect(normalizePostalCode(formatted)).toBe(digits);
      }),
    );
  });

  it('rejects what normalizePostalCode rejects', () => {
    expectInvalid(() => formatPostalCode('1234'));
  });
});
