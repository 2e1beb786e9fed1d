import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_CHARGE_CENTAVOS } from './payment-limit.js';
import { splitProportionally } from './split-proportionally.js';

describe('splitProportionally', () => {
  it('gives the leftover centavos to the largest remainders', () => {
    expect(splitProportionally(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitProportionally(3_465, [150_000, 50_000])).toEqual([2_599, 866]);
    expect(splitProportionally(10, [0, 0])).toEqual([10, 0]);
  });

  it('adds up to the total exactly, each share within a centavo of its exact proportion', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_CHARGE_CENTAVOS }), fc.array(fc.integer({ min: 1, max: 1_000_000_000 }), { minLength: 1, maxLength: 200 }), (total, weights) => {
        const shares = splitProportionally(total, weights);
        const sum = weights.reduce((a, b) => a + b, 0);
        expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
        shares.forEach((share, index) => {
          expect(share).toBeGreaterThanOrEqual(0);
          expect(Math.abs(share - (total * (weights[index] ?? 0)) / sum)).toBeLessThan(1);
        });
      }),
    );
  });
});
