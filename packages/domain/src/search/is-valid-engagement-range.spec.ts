import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidEngagementRange } from './is-valid-engagement-range.js';

describe('isValidEngagementRange', () => {
  it('accepts whole-percent bands inside 0-100', () => {
    expect(isValidEngagementRange(0, 100)).toBe(true);
    expect(isValidEngagementRange(10, 45)).toBe(true);
    expect(isValidEngagementRange(30, 30)).toBe(true);
  });

  it('rejects fractions, NaN, values outside 0-100 and min above max', () => {
    expect(isValidEngagementRange(10.5, 45)).toBe(false);
    expect(isValidEngagementRange(Number.NaN, 45)).toBe(false);
    expect(isValidEngagementRange(-1, 45)).toBe(false);
    expect(isValidEngagementRange(10, 101)).toBe(false);
    expect(isValidEngagementRange(10, Number.POSITIVE_INFINITY)).toBe(false);
    expect(isValidEngagementRange(50, 10)).toBe(false);
  });

  it('agrees with the plain reference', () => {
    const anyNumber = fc.oneof(fc.integer({ min: -20, max: 120 }), fc.double());
    fc.assert(
      fc.property(anyNumber, anyNumber, (min, max) => {
        const wholeInRange = (n: number) => Number.isInteger(n) && n >= 0 && n <= 100;
        expect(isValidEngagementRange(min, max)).toBe(wholeInRange(min) && wholeInRange(max) && min <= max);
      }),
    );
  });
});
