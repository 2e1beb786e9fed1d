import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { floorPercent } from './floor-percent.js';

const fraction = fc
  .integer({ min: 1, max: 1_000_000 })
  .chain((denominator) => fc.tuple(fc.integer({ min: 0, max: denominator }), fc.constant(denominator)));

describe('floorPercent', () => {
  it('rounds down', () => {
    expect(floorPercent(1, 8)).toBe(12);
    expect(floorPercent(2, 3)).toBe(66);
    expect(floorPercent(39, 40)).toBe(97);
    expect(floorPercent(0, 5)).toBe(0);
    expect(floorPercent(5, 5)).toBe(100);
  });

  it('equals the plain floor of the percentage, as a whole number from 0 to 100', () => {
    fc.assert(
      fc.property(fraction, ([numerator, denominator]) => {
        const percent = floorPercent(numerator, denominator);
        expect(percent).toBe(Math.floor((numerator * 100) / denominator));
        expect(Number.isInteger(percent)).toBe(true);
        expect(percent).toBeGreaterThanOrEqual(0);
        expect(percent).toBeLessThanOrEqual(100);
      }),
    );
  });

  it('gives 100 only for the whole', () => {
    fc.assert(
      fc.property(fraction, ([numerator, denominator]) => {
        expect(floorPercent(numerator, denominator) === 100).toBe(numerator === denominator);
      }),
    );
  });
});
