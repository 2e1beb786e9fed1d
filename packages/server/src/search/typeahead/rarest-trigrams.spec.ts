import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INDEXED_TRIGRAMS, rarestTrigrams } from './rarest-trigrams.js';
import { TrigramPostings, trigramsOf } from './trigram-postings.js';

const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'd', 'r', '7'), minLength: 1, maxLength: 9 });
const query = fc.array(word, { minLength: 1, maxLength: 4 }).chain((words) =>
  fc.array(fc.constantFrom(' ', '.', '_'), { minLength: words.length - 1, maxLength: words.length - 1 }).map((gaps) => words.map((w, at) => w + (gaps[at] ?? '')).join('')),
);
const sample = fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'd', 'r', '7', ' '), maxLength: 200 });

describe('rarestTrigrams', () => {
  it('picks only trigrams of the text, at most the limit, each once, and none when a word is shorter than three', () => {
    fc.assert(
      fc.property(query, sample, fc.integer({ min: 1, max: 6 }), (text, catalogue, limit) => {
        const chosen = rarestTrigrams(text, TrigramPostings.of(catalogue.split(' ')), limit);
        const words = text.split(/[^a-z0-9]+/);
        expect(chosen.length).toBe(words.some((w) => w.length < 3) ? 0 : Math.min(limit, new Set(words.flatMap(trigramsOf)).size));
        expect(new Set(chosen).size).toBe(chosen.length);
        for (const trigram of chosen) expect(trigramsOf(text)).toContain(trigram);
      }),
    );
  });

  it("takes each word's rarest trigram before any word's second", () => {
    fc.assert(
      fc.property(query, sample, (text, catalogue) => {
        const counts = TrigramPostings.of(catalogue.split(' '));
        const words = text.split(/[^a-z0-9]+/);
        fc.pre(words.length <= INDEXED_TRIGRAMS && words.every((w) => w.length >= 3));
        const chosen = rarestTrigrams(text, counts);
        for (const w of words) {
          const rarest = Math.min(...trigramsOf(w).map((trigram) => counts.count(trigram)));
          expect(chosen.some((trigram) => w.includes(trigram) && counts.count(trigram) === rarest)).toBe(true);
        }
      }),
    );
  });

  it('asks for the rare trigrams of "beatriz quintao", not its common ones', () => {
    // "tao" never occurs; "bea" and "eat" are the rarest of beatriz; "tri", "atr" and "riz" the commonest.
    const counts = TrigramPostings.of(['beatriz lima', 'beatriz souza', 'patricia', 'atriz', 'quintana', 'quinta'].flatMap((text) => [text, text, text]));
    const chosen = rarestTrigrams('beatriz quintao', counts);
    expect(chosen).toHaveLength(INDEXED_TRIGRAMS);
    expect(chosen.slice(0, 2)).toEqual(['tao', 'bea']);
    for (const common of ['tri', 'atr', 'riz']) expect(chosen).not.toContain(common);
    expect(rarestTrigrams('maria s', counts)).toEqual([]);
  });
});
