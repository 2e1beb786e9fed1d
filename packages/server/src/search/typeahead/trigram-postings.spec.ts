import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TrigramPostings, trigramsOf } from './trigram-postings.js';

// Letters, digits and what separates them in a search text, so windows often straddle a separator.
const text = fc.string({ unit: fc.constantFrom('a', 'b', 'z', '0', '9', ' ', '.', 'ç', '\u0000'), maxLength: 30 });
const isTrigram = (window: string) => /^[a-z0-9]{3}$/.test(window);
const windowsOf = (value: string) => Array.from({ length: Math.max(0, value.length - 2) }, (_, at) => value.slice(at, at + 3));

describe('TrigramPostings', () => {
  it('lists, for each trigram of letters and digits, the texts holding it in order, each once', () => {
    fc.assert(
      fc.property(fc.array(text, { maxLength: 20 }), fc.string({ unit: fc.constantFrom('a', 'b', 'z', '0', ' '), minLength: 3, maxLength: 3 }), (texts, trigram) => {
        const expected = isTrigram(trigram) ? texts.flatMap((value, index) => (value.includes(trigram) ? [index] : [])) : [];
        const postings = TrigramPostings.of(texts);
        expect([...postings.holdersOf(trigram)]).toEqual(expected);
        expect(postings.count(trigram)).toBe(expected.length);
      }),
    );
  });

  it('answers none for what is not a trigram of letters and digits', () => {
    const postings = TrigramPostings.of(['ana ana', 'mariana']);
    expect(postings.count('ana')).toBe(2);
    expect(postings.count('na ')).toBe(0);
    expect(postings.count('an')).toBe(0);
    expect(postings.count('ANA')).toBe(0);
    expect(postings.count('anaa')).toBe(0);
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
