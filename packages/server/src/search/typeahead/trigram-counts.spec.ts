import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TrigramCounts, trigramsOf } from './trigram-counts.js';

// Letters, digits and what separates them in a search text, so windows often straddle a separator.
const text = fc.string({ unit: fc.constantFrom('a', 'b', 'z', '0', '9', ' ', '.', 'ç', '\u0000'), maxLength: 30 });
const isTrigram = (window: string) => /^[a-z0-9]{3}$/.test(window);
const windowsOf = (value: string) => Array.from({ length: Math.max(0, value.length - 2) }, (_, at) => value.slice(at, at + 3));

describe('TrigramCounts', () => {
  it('counts every window of three letters or digits, as often as it occurs', () => {
    fc.assert(
      fc.property(text, fc.string({ unit: fc.constantFrom('a', 'b', 'z', '0', '9', ' '), minLength: 3, maxLength: 3 }), (sample, trigram) => {
        const expected = isTrigram(trigram) ? windowsOf(sample).filter((window) => window === trigram).length : 0;
        expect(TrigramCounts.of(sample).count(trigram)).toBe(expected);
      }),
    );
  });

  it('answers 0 for what is not a trigram of letters and digits', () => {
    const counts = TrigramCounts.of('ana ana');
    expect(counts.count('ana')).toBe(2);
    expect(counts.count('na ')).toBe(0);
    expect(counts.count('an')).toBe(0);
    expect(counts.count('ANA')).toBe(0);
  });
});

describe('trigramsOf', () => {
  it('lists each window of three letters or digits once, in order of first appearance', () => {
    fc.assert(
      fc.property(text, (value) => {
        expect(trigramsOf(value)).toEqual([...new Set(windowsOf(value).filter(isTrigram))]);
      }),
    );
  });
});
