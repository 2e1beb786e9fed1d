import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPriceSet } from './is-price-set.js';

describe('isPriceSet', () => {
  it("counts '0.00', '0' and '0,00' as not set (spec: counts when its price is not '0.00')", () => {
    expect(isPriceSet('0.00')).toBe(false);
    expect(isPriceSet('0')).toBe(false);
    expect(isPriceSet('0,00')).toBe(false);
  });

  it('counts missing and blank prices as not set', () => {
    expect(isPriceSet(null)).toBe(false);
    expect(isPriceSet(undefined)).toBe(false);
    expect(isPriceSet('')).toBe(false);
    expect(isPriceSet('  ')).toBe(false);
  });

  it('counts non-zero prices in wire or pt-BR spelling as set', () => {
    expect(isPriceSet('150.00')).toBe(true);
    expect(isPriceSet('0.50')).toBe(true);
    expect(isPriceSet('150,00')).toBe(true);
    expect(isPriceSet('R$ 1.500,00')).toBe(true);
  });

  it('counts a negative price as not set', () => {
    expect(isPriceSet('-5.00')).toBe(false);
  });

  it('agrees with the amount in cents, in both decimal separators', () => {
    fc.assert(
      fc.property(fc.nat({ max: 10_000_000 }), fc.constantFrom('.', ','), (cents, separator) => {
        const price = (cents / 100).toFixed(2).replace('.', separator);
        expect(isPriceSet(price)).toBe(cents > 0);
      }),
    );
  });

  it('counts any spelling of zero as not set', () => {
    const zeroSpelling = fc
      .array(fc.constantFrom('0', '0', '.', ',', ' '), { maxLength: 12 })
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(zeroSpelling, (price) => {
        expect(isPriceSet(price)).toBe(false);
      }),
    );
  });
});
