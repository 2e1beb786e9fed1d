import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { basisPointsToPercent, percentToBasisPoints } from './basis-points.js';

describe('basis points', () => {
  it('turns a percent of two decimals into the whole basis points it names, and back', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (basisPoints) => {
        expect(percentToBasisPoints(basisPointsToPercent(basisPoints))).toBe(basisPoints);
      }),
    );
    expect(percentToBasisPoints(4.25)).toBe(425);
    expect(percentToBasisPoints(7.5)).toBe(750);
    expect(basisPointsToPercent(1000)).toBe(10);
  });

  it('rounds a third decimal to the nearest basis point', () => {
    expect(percentToBasisPoints(4.256)).toBe(426);
    expect(percentToBasisPoints(4.254)).toBe(425);
  });
});
