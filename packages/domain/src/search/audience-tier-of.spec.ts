import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { audienceTierOf } from './audience-tier-of.js';
import { AUDIENCE_TIERS } from './audience-tiers.js';

describe('audienceTierOf', () => {
  it('puts a count on a shared bound in the higher tier (min inclusive, max exclusive)', () => {
    expect(audienceTierOf(1_000)).toBe('mini');
    expect(audienceTierOf(9_999)).toBe('mini');
    expect(audienceTierOf(10_000)).toBe('micro');
    expect(audienceTierOf(100_000)).toBe('medio');
    expect(audienceTierOf(499_999)).toBe('medio');
    expect(audienceTierOf(500_000)).toBe('macro');
  });

  it('gives no tier below 1k, or for something that is not a count', () => {
    expect(audienceTierOf(999)).toBeNull();
    expect(audienceTierOf(0)).toBeNull();
    expect(audienceTierOf(-5)).toBeNull();
    expect(audienceTierOf(Number.NaN)).toBeNull();
  });

  it('keeps Macro open-ended above the wire bound', () => {
    expect(audienceTierOf(999_999_999)).toBe('macro');
    expect(audienceTierOf(2_000_000_000)).toBe('macro');
  });

  it('agrees with the tier bounds (plain reference: min <= count < max, Macro without ceiling)', () => {
    const last = AUDIENCE_TIERS[AUDIENCE_TIERS.length - 1];
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -10, max: 2_000_000_000 }), fc.double({ noNaN: true })), (followers) => {
        const expected = AUDIENCE_TIERS.filter((t) => t.min <= followers && (followers < t.max || t === last));
        expect(expected.length).toBeLessThanOrEqual(1);
        expect(audienceTierOf(followers)).toBe(expected[0]?.key ?? null);
      }),
    );
  });

  it('never moves to a smaller tier as followers grow', () => {
    const rank = (followers: number) => AUDIENCE_TIERS.findIndex((t) => t.key === audienceTierOf(followers));
    fc.assert(
      fc.property(fc.nat({ max: 1_500_000_000 }), fc.nat({ max: 1_500_000_000 }), (a, b) => {
        expect(rank(Math.max(a, b))).toBeGreaterThanOrEqual(rank(Math.min(a, b)));
      }),
    );
  });
});
