import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPriceSet } from './is-price-set.js';

describe('isPriceSet', () => {
  it("counts 0 centavos, the wire's '0.00', as not set (spec: counts when its price is not '0.00')", () => {
    expect(isPriceSet(0)).toBe(false);
    expect(isPriceSet(-0)).toBe(false);
  });

  it('counts missing prices as not set', () => {
    expect(isPriceSet(null)).toBe(false);
    expect(isPriceSet(undefined)).toBe(false);
  });

  it('counts one centavo and more as set', () => {
    expect(isPriceSet(1)).toBe(true);
    expect(isPriceSet(15_000)).toBe(true);
  });

  it('counts amounts that are no price (negative, fractional, not finite) as not set', () => {
    expect(isPriceSet(-500)).toBe(false);
    expect(isPriceSet(0.5)).toBe(false);
    expect(isPriceSet(Number.NaN)).toBe(false);
    expect(isPriceSet(Number.POSITIVE_INFINITY)).toBe(false);
  });

  it('agrees with "a whole number of centavos above zero" for any integer', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (centavos) => {
        expect(isPriceSet(centavos)).toBe(centavos > 0);
      }),
    );
  });

  it('never counts a fractional amount', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true }).filter((amount) => !Number.isInteger(amount)), (amount) => {
        expect(isPriceSet(amount)).toBe(false);
      }),
    );
  });
});
