import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centavosFromDecimal } from './centavos-from-decimal.js';
import { decimalFromCentavos } from './decimal-from-centavos.js';

const safeCentavos = fc.maxSafeInteger().map((value) => (Object.is(value, -0) ? 0 : value));

describe('decimalFromCentavos', () => {
  it('writes the server decimal form', () => {
    expect(decimalFromCentavos(1250)).toBe('12.50');
    expect(decimalFromCentavos(0)).toBe('0.00');
    expect(decimalFromCentavos(7)).toBe('0.07');
    expect(decimalFromCentavos(-1)).toBe('-0.01');
    expect(decimalFromCentavos(-0)).toBe('0.00');
    expect(decimalFromCentavos(Number.MAX_SAFE_INTEGER)).toBe('90071992547409.91');
  });

  it('throws RangeError for a non-integer', () => {
    expect(() => decimalFromCentavos(12.5)).toThrow(RangeError);
  });

  it('equals the plain reference (toFixed) where doubles are exact', () => {
    fc.assert(fc.property(fc.integer({ min: -1e12, max: 1e12 }), (centavos) => decimalFromCentavos(centavos) === (centavos / 100).toFixed(2)));
  });

  it('round-trips through centavosFromDecimal', () => {
    fc.assert(fc.property(safeCentavos, (centavos) => centavosFromDecimal(decimalFromCentavos(centavos)) === centavos));
  });
});
