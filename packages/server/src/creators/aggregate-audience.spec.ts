import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aggregateAudience, type NetworkAudience } from './aggregate-audience.js';

const network = (followers: number | null, engagementBp: number | null): NetworkAudience => ({ followers, engagementBp });
const anyFollowers = fc.integer({ min: 0, max: 50_000_000 });
const ratedNetwork = fc.record({ followers: anyFollowers, engagementBp: fc.integer({ min: 0, max: 10_000 }) });
const networks = fc.array(ratedNetwork, { minLength: 1, maxLength: 8 });

// The plain computation the integer one must agree with. Within these bounds the division is
// never close enough to .5 for floating point to pick the wrong side.
function reference(list: readonly { followers: number; engagementBp: number }[]): { followers: number; engagementBp: number } {
  const followers = list.reduce((sum, item) => sum + item.followers, 0);
  if (followers === 0) {
    return { followers, engagementBp: Math.round(list.reduce((sum, item) => sum + item.engagementBp, 0) / list.length) };
  }
  return { followers, engagementBp: Math.round(list.reduce((sum, item) => sum + item.followers * item.engagementBp, 0) / followers) };
}

describe('aggregateAudience', () => {
  it('states nothing for a creator with no networks', () => {
    expect(aggregateAudience([])).toEqual({ followers: null, engagementBp: null });
  });

  it('states nothing that no network states, and keeps a stated 0 as 0', () => {
    expect(aggregateAudience([network(null, null), network(null, null)])).toEqual({ followers: null, engagementBp: null });
    expect(aggregateAudience([network(0, 0)])).toEqual({ followers: 0, engagementBp: 0 });
    expect(aggregateAudience([network(null, 0), network(5_000, null)])).toEqual({ followers: 5_000, engagementBp: 0 });
  });

  it('adds nothing for a network whose count is not stated, and weighs it like no followers', () => {
    expect(aggregateAudience([network(1_000, 300), network(null, 900)])).toEqual({ followers: 1_000, engagementBp: 300 });
    expect(aggregateAudience([network(null, 300), network(null, 500)])).toEqual({ followers: null, engagementBp: 400 });
  });

  it('weights engagement by followers, rounding half up', () => {
    // (900 * 200 + 100 * 1000) / 1000 = 280
    expect(aggregateAudience([network(900, 200), network(100, 1000)])).toEqual({ followers: 1000, engagementBp: 280 });
    // (1 * 1 + 1 * 2) / 2 = 1.5 -> 2
    expect(aggregateAudience([network(1, 1), network(1, 2)])).toEqual({ followers: 2, engagementBp: 2 });
    // (2 * 1 + 1 * 2) / 3 = 1.33 -> 1
    expect(aggregateAudience([network(2, 1), network(1, 2)])).toEqual({ followers: 3, engagementBp: 1 });
  });

  it('takes a plain mean when no network has followers yet', () => {
    expect(aggregateAudience([network(0, 300), network(0, 500)])).toEqual({ followers: 0, engagementBp: 400 });
  });

  it('leaves networks without an engagement out of the average but counts their followers', () => {
    expect(aggregateAudience([network(100_000, 500), network(50_000, null)])).toEqual({ followers: 150_000, engagementBp: 500 });
    expect(aggregateAudience([network(10, null)])).toEqual({ followers: 10, engagementBp: null });
  });

  it('caps the follower sum at what the card column holds', () => {
    expect(aggregateAudience([network(2_000_000_000, 100), network(2_000_000_000, 300)])).toEqual({
      followers: 2_147_483_647,
      engagementBp: 200,
    });
  });

  it('agrees with the plain computation', () => {
    fc.assert(
      fc.property(networks, (list) => {
        expect(aggregateAudience(list)).toEqual(reference(list));
      }),
    );
  });

  it('stays between the lowest and the highest engagement of the networks', () => {
    fc.assert(
      fc.property(networks, (list) => {
        const engagementBp = aggregateAudience(list).engagementBp ?? Number.NaN;
        const values = list.map((item) => item.engagementBp);
        expect(engagementBp).toBeGreaterThanOrEqual(Math.min(...values));
        expect(engagementBp).toBeLessThanOrEqual(Math.max(...values));
      }),
    );
  });

  it('does not depend on the order of the networks', () => {
    fc.assert(
      fc.property(networks, fc.nat(), (list, seed) => {
        const rotated = [...list.slice(seed % list.length), ...list.slice(0, seed % list.length)];
        expect(aggregateAudience(rotated)).toEqual(aggregateAudience(list));
        expect(aggregateAudience([...list].reverse())).toEqual(aggregateAudience(list));
      }),
    );
  });

  it('ignores a network without followers once another has some', () => {
    fc.assert(
      fc.property(networks, fc.integer({ min: 0, max: 10_000 }), (list, engagementBp) => {
        fc.pre(list.some((item) => item.followers > 0));
        expect(aggregateAudience([...list, network(0, engagementBp)])).toEqual(aggregateAudience(list));
      }),
    );
  });

  it('gives the same answer whatever networks without an engagement are added, apart from their followers', () => {
    fc.assert(
      fc.property(networks, fc.array(anyFollowers, { maxLength: 3 }), (list, unrated) => {
        const base = aggregateAudience(list);
        const extra = unrated.reduce((sum, followers) => sum + followers, 0);
        expect(aggregateAudience([...list, ...unrated.map((followers) => network(followers, null))])).toEqual({
          followers: (base.followers ?? 0) + extra,
          engagementBp: base.engagementBp,
        });
      }),
    );
  });

  it('gives the same answer whatever networks stating nothing are added', () => {
    fc.assert(
      fc.property(networks, fc.integer({ min: 1, max: 3 }), (list, blanks) => {
        const blank = Array.from({ length: blanks }, () => network(null, null));
        expect(aggregateAudience([...blank, ...list])).toEqual(aggregateAudience(list));
      }),
    );
  });

  it('gives the same engagement when every audience grows by the same factor', () => {
    fc.assert(
      fc.property(networks, fc.integer({ min: 2, max: 20 }), (list, factor) => {
        const grown = list.map((item) => network(item.followers * factor, item.engagementBp));
        expect(aggregateAudience(grown).engagementBp).toBe(aggregateAudience(list).engagementBp);
      }),
    );
  });
});
