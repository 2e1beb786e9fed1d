import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FALLBACK_SLUG, firstFreeSlug, slugBase, slugCandidates } from './slug-candidates.js';

// What `GET /account/creator/slug` accepts (the contract's slug pattern, up to 120 characters).
const READABLE_SLUG = /^[a-z0-9_]+(?:-[a-z0-9_]+)*$/;

describe('slugBase', () => {
  it('is the slug of the name, accents folded', () => {
    expect(slugBase('  Júlia  Ávila! ')).toBe('julia-avila');
    expect(slugBase("Robert'); DROP TABLE users; --")).toBe('robert-drop-table-users');
  });

  it('falls back when the name has nothing to make a slug of', () => {
    expect(slugBase('!!!')).toBe(FALLBACK_SLUG);
    expect(slugBase('🎉🎉')).toBe(FALLBACK_SLUG);
  });

  it('is always a slug the slug route can read, with room for a suffix', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200, unit: fc.constantFrom('a', 'Á', ' ', '-', '_', '9', 'ç', '!', 'ß') }), (name) => {
        const base = slugBase(name);
        expect(base).toMatch(READABLE_SLUG);
        expect(base.length).toBeLessThanOrEqual(100);
        expect(`${base}-99999`).toMatch(READABLE_SLUG);
      }),
    );
  });
});

describe('slugCandidates and firstFreeSlug', () => {
  it('tries the base, then -2, -3...', () => {
    expect(slugCandidates('ana', 1, 3)).toEqual(['ana', 'ana-2', 'ana-3']);
    expect(slugCandidates('ana', 4, 2)).toEqual(['ana-4', 'ana-5']);
  });

  it('picks the first candidate not taken, never a taken one', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 30 }), { maxLength: 30 }), (takenPositions) => {
        const candidates = slugCandidates('ana', 1, 30);
        const taken = new Set(takenPositions.map((position) => candidates[position - 1] ?? ''));
        const free = firstFreeSlug(candidates, taken);
        const expected = candidates.find((candidate) => !taken.has(candidate));
        expect(free).toBe(expected);
        if (free !== undefined) expect(taken.has(free)).toBe(false);
      }),
    );
  });

  it('gives distinct candidates across consecutive probes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 }), fc.integer({ min: 1, max: 50 }), (probes, size) => {
        const all = Array.from({ length: probes }, (_, index) => slugCandidates('ana-2', 1 + index * size, size)).flat();
        expect(new Set(all).size).toBe(probes * size);
      }),
    );
  });
});
