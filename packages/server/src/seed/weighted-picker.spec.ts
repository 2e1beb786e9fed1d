import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Random } from './random.js';
import { WeightedPicker } from './weighted-picker.js';

describe('WeightedPicker', () => {
  it('never picks an item of zero weight', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), fc.array(fc.nat(5), { minLength: 1, maxLength: 12 }), (seed, weights) => {
        fc.pre(weights.some((weight) => weight > 0));
        const picker = new WeightedPicker(weights.map((weight, index) => [index, weight] as const));
        const random = new Random(seed);
        for (let i = 0; i < 50; i++) expect(weights[picker.pick(random)]).toBeGreaterThan(0);
      }),
    );
  });

  it('picks items in proportion to their weights', () => {
    const picker = new WeightedPicker([['a', 1], ['b', 3], ['c', 6]] as const);
    const random = new Random(3);
    const counts = { a: 0, b: 0, c: 0 };
    for (let i = 0; i < 20_000; i++) counts[picker.pick(random)] += 1;
    expect(counts.a / 20_000).toBeCloseTo(0.1, 1);
    expect(counts.b / 20_000).toBeCloseTo(0.3, 1);
    expect(counts.c / 20_000).toBeCloseTo(0.6, 1);
  });

  it('refuses a list with no positive weight', () => {
    expect(() => new WeightedPicker([['a', 0]])).toThrow(RangeError);
    expect(() => new WeightedPicker([])).toThrow(RangeError);
  });
});
