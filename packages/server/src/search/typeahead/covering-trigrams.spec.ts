import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coveringTrigrams } from './covering-trigrams.js';
import { TrigramPostings, trigramsOf } from './trigram-postings.js';

const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'd', 'r', '7'), minLength: 1, maxLength: 9 });
const query = fc.array(word, { minLength: 1, maxLength: 3 }).chain((words) =>
  fc.array(fc.constantFrom(' ', '.', '_'), { minLength: words.length - 1, maxLength: words.length - 1 }).map((gaps) => words.map((w, at) => w + (gaps[at] ?? '')).join('')),
);
const catalogue = fc.array(fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'd', 'r', '7'), maxLength: 12 }), { maxLength: 60 });

/** Whether `trigrams` reach every character of `w` (each where `w` holds it). */
function covers(w: string, trigrams: readonly string[]): boolean {
  const covered = new Array<boolean>(w.length).fill(false);
  for (let start = 0; start + 3 <= w.length; start += 1) {
    if (trigrams.includes(w.slice(start, start + 3))) covered.fill(true, start, start + 3);
  }
  return covered.every(Boolean);
}

/**
 * The least total count of trigrams covering `w`, by trying every set of positions: a trigram
 * taken at two positions counts twice, since each position it covers is its own choice.
 */
function cheapestCoverCost(w: string, count: (trigram: string) => number): number {
  const starts = Array.from({ length: w.length - 2 }, (_, start) => start);
  let best = Number.POSITIVE_INFINITY;
  for (let set = 1; set < 1 << starts.length; set += 1) {
    const picked = starts.filter((start) => (set & (1 << start)) !== 0);
    const covered = new Array<boolean>(w.length).fill(false);
    for (const start of picked) covered.fill(true, start, start + 3);
    if (covered.every(Boolean)) best = Math.min(best, picked.reduce((sum, start) => sum + count(w.slice(start, start + 3)), 0));
  }
  return best;
}

describe('coveringTrigrams', () => {
  it("reaches every character of every word, with trigrams of the text only, rarest first; none when a word is shorter than three", () => {
    fc.assert(
      fc.property(query, catalogue, (text, texts) => {
        const counts = TrigramPostings.of(texts);
        const chosen = coveringTrigrams(text, counts);
        const words = text.split(/[^a-z0-9]+/);
        if (words.some((w) => w.length < 3)) {
          expect(chosen).toEqual([]);
          return;
        }
        for (const w of words) expect(covers(w, chosen)).toBe(true);
        for (const trigram of chosen) expect(trigramsOf(text)).toContain(trigram);
        expect(new Set(chosen).size).toBe(chosen.length);
        expect(chosen.map((trigram) => counts.count(trigram))).toEqual(chosen.map((trigram) => counts.count(trigram)).sort((a, b) => a - b));
      }),
    );
  });

  it('covers a word at the least total count there is', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'r'), minLength: 3, maxLength: 10 }), catalogue, (w, texts) => {
        const counts = TrigramPostings.of(texts);
        const chosen = coveringTrigrams(w, counts);
        // A trigram the cover takes twice ("aaraaaa") is asked for once, so the question costs at most that.
        expect(chosen.reduce((sum, trigram) => sum + counts.count(trigram), 0)).toBeLessThanOrEqual(cheapestCoverCost(w, (trigram) => counts.count(trigram)));
      }),
    );
  });

  it('reaches both ends of "nicolaso", where its four rarest trigrams are all of "nicolas"', () => {
    const counts = TrigramPostings.of([...Array.from({ length: 9 }, () => 'nicolas'), 'coleta', 'colt', 'vasco', 'casos']);
    expect(coveringTrigrams('nicolaso', counts)).toEqual(['ola', 'aso', 'nic'].sort((a, b) => counts.count(a) - counts.count(b)));
    expect(coveringTrigrams('maria s', counts)).toEqual([]);
  });
});
