import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mixSeed, Random } from './random.js';

const seed = fc.integer({ min: 0, max: 0xffffffff });

describe('Random', () => {
  it('gives the same sequence for the same seed', () => {
    fc.assert(
      fc.property(seed, (s) => {
        const a = new Random(s);
        const b = new Random(s);
        const first = Array.from({ length: 20 }, () => a.next());
        expect(Array.from({ length: 20 }, () => b.next())).toEqual(first);
      }),
    );
  });

  it('draws floats in [0, 1)', () => {
    fc.assert(
      fc.property(seed, (s) => {
        const random = new Random(s);
        const values = Array.from({ length: 200 }, () => random.next());
        expect(values.filter((value) => !(value >= 0 && value < 1))).toEqual([]);
      }),
    );
  });

  it('draws integers within inclusive bounds', () => {
    fc.assert(
      fc.property(seed, fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.nat(10_000), (s, min, width) => {
        const value = new Random(s).int(min, min + width);
        expect(Number.isInteger(value)).toBe(true);
        expect(value).toBeGreaterThanOrEqual(min);
        expect(value).toBeLessThanOrEqual(min + width);
      }),
    );
  });

  it('refuses an empty or reversed integer range', () => {
    expect(() => new Random(1).int(5, 4)).toThrow(RangeError);
    expect(() => new Random(1).int(0.5, 4)).toThrow(RangeError);
  });

  it('reaches both ends of a small integer range', () => {
    const random = new Random(7);
    const seen = new Set(Array.from({ length: 500 }, () => random.int(1, 3)));
    expect([...seen].sort()).toEqual([1, 2, 3]);
  });

  it('picks only members of the list, and refuses an empty one', () => {
    fc.assert(
      fc.property(seed, fc.array(fc.string(), { minLength: 1 }), (s, items) => {
        expect(items).toContain(new Random(s).pick(items));
      }),
    );
    expect(() => new Random(1).pick([])).toThrow(RangeError);
  });

  it('samples distinct members, never more than there are', () => {
    fc.assert(
      fc.property(seed, fc.uniqueArray(fc.integer()), fc.nat(20), (s, items, count) => {
        const taken = new Random(s).sample(items, count);
        expect(taken).toHaveLength(Math.min(count, items.length));
        expect(new Set(taken).size).toBe(taken.length);
        for (const item of taken) expect(items).toContain(item);
      }),
    );
  });

  it('draws log-normal values that are positive and centred on the median', () => {
    const random = new Random(11);
    const values = Array.from({ length: 5_001 }, () => random.logNormal(1_000, 1)).sort((a, b) => a - b);
    expect(values[0]).toBeGreaterThan(0);
    const median = values[2_500] ?? 0;
    expect(median).toBeGreaterThan(900);
    expect(median).toBeLessThan(1_100);
  });

  it('draws Pareto values never below the scale', () => {
    fc.assert(
      fc.property(seed, fc.double({ min: 1, max: 1e6, noNaN: true }), fc.double({ min: 0.5, max: 5, noNaN: true }), (s, scale, shape) => {
        expect(new Random(s).pareto(scale, shape)).toBeGreaterThanOrEqual(scale);
      }),
    );
  });
});

describe('mixSeed', () => {
  it('is a deterministic 32-bit unsigned integer', () => {
    fc.assert(
      fc.property(seed, fc.nat(), (s, index) => {
        const mixed = mixSeed(s, index);
        expect(mixed).toBe(mixSeed(s, index));
        expect(Number.isInteger(mixed) && mixed >= 0 && mixed <= 0xffffffff).toBe(true);
      }),
    );
  });

  it('gives neighbouring indexes unrelated seeds', () => {
    const seeds = new Set(Array.from({ length: 10_000 }, (_, index) => mixSeed(2024, index)));
    expect(seeds.size).toBe(10_000);
  });
});
