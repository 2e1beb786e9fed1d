import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centavosFromDecimal } from './centavos-from-decimal.js';
import { decimalFromCentavos } from './decimal-from-centavos.js';

const digits = (minLength: number, maxLength: number) => fc.string({ unit: fc.constantFrom(...Array.from('0123456789')), minLength, maxLength });

describe('centavosFromDecimal', () => {
  it('reads the spec decimal price strings', () => {
    expect(centavosFromDecimal('12.50')).toBe(1250);
    expect(centavosFromDecimal('0.00')).toBe(0);
    expect(centavosFromDecimal('12.5')).toBe(1250);
    expect(centavosFromDecimal('12')).toBe(1200);
    expect(centavosFromDecimal(' 1500.00 ')).toBe(150000);
    expect(centavosFromDecimal('-3.07')).toBe(-307);
    expect(centavosFromDecimal('90071992547409.91')).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('reads -0.00 as 0, not -0', () => {
    expect(Object.is(centavosFromDecimal('-0.00'), 0)).toBe(true);
  });

  it.each(['', ' ', 'abc', '1,50', '12.345', '.5', '12.', '+1.00', '1e3', '0x10', 'R$ 1,00', '1.2.3', 'NaN', 'Infinity', '90071992547409.92'])(
    'throws RangeError for %j',
    (text) => {
      expect(() => centavosFromDecimal(text)).toThrow(RangeError);
    },
  );

  it('equals the plain reference: reais * 100 + cents, for any digits', () => {
    fc.assert(
      fc.property(fc.boolean(), digits(1, 9), fc.option(digits(1, 2), { nil: undefined }), (negative, reais, fraction) => {
        const text = `${negative ? '-' : ''}${reais}${fraction === undefined ? '' : `.${fraction}`}`;
        const magnitude = Number.parseInt(reais, 10) * 100 + (fraction === undefined ? 0 : Number.parseInt(fraction.padEnd(2, '0'), 10));
        expect(centavosFromDecimal(text)).toBe(negative && magnitude !== 0 ? -magnitude : magnitude);
      }),
    );
  });

  it('round-trips canonical decimals through decimalFromCentavos', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (centavos) => {
        const canonical = decimalFromCentavos(centavos);
        expect(decimalFromCentavos(centavosFromDecimal(canonical))).toBe(canonical);
      }),
    );
  });

  it('throws RangeError, never another error, on arbitrary text that is not a decimal', () => {
    fc.assert(
      fc.property(fc.string().filter((text) => !/^\s*-?[0-9]+(\.[0-9]{1,2})?\s*$/.test(text)), (text) => {
        expect(() => centavosFromDecimal(text)).toThrow(RangeError);
      }),
    );
  });
});
