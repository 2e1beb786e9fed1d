import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AUDIENCE_TIERS } from './audience-tiers.js';

describe('AUDIENCE_TIERS (SPEC section 9)', () => {
  it('lists Mini, Micro, Médio and Macro with the spec bounds', () => {
    expect(AUDIENCE_TIERS).toEqual([
      { key: 'mini', label: 'Mini 1k-10k', min: 1000, max: 10000 },
      { key: 'micro', label: 'Micro 10k-100k', min: 10000, max: 100000 },
      { key: 'medio', label: 'Médio 100k-500k', min: 100000, max: 500000 },
      { key: 'macro', label: 'Macro acima de 500k', min: 500000, max: 999999999 },
    ]);
  });

  it('has distinct keys and each tier below its max', () => {
    expect(new Set(AUDIENCE_TIERS.map((t) => t.key)).size).toBe(AUDIENCE_TIERS.length);
    expect(AUDIENCE_TIERS.every((t) => t.min < t.max)).toBe(true);
  });

  it('is contiguous: each tier starts where the one before ends', () => {
    AUDIENCE_TIERS.slice(1).forEach((tier, i) => {
      expect(tier.min).toBe(AUDIENCE_TIERS[i]?.max);
    });
  });

  it('never overlaps: no follower count is in two tiers ([min, max) bounds)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999 }), (followers) => {
        const containing = AUDIENCE_TIERS.filter((t) => t.min <= followers && followers < t.max);
        expect(containing.length).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('never overlaps, pairwise', () => {
    fc.assert(
      fc.property(fc.nat({ max: AUDIENCE_TIERS.length - 1 }), fc.nat({ max: AUDIENCE_TIERS.length - 1 }), (i, j) => {
        fc.pre(i !== j);
        const [a, b] = [AUDIENCE_TIERS[i], AUDIENCE_TIERS[j]];
        if (a === undefined || b === undefined) throw new Error('index out of range');
        expect(a.max <= b.min || b.max <= a.min).toBe(true);
      }),
    );
  });
});
