import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isFilledText } from './is-filled-text.js';

describe('isFilledText', () => {
  it('treats null, undefined and blank strings as not set', () => {
    expect(isFilledText(null)).toBe(false);
    expect(isFilledText(undefined)).toBe(false);
    expect(isFilledText('')).toBe(false);
    expect(isFilledText('   \t\n')).toBe(false);
  });

  it('treats any other string as set', () => {
    expect(isFilledText('Ana')).toBe(true);
    expect(isFilledText('  a  ')).toBe(true);
  });

  it('agrees with the plain reference: a string with something left after trimming', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        expect(isFilledText(text)).toBe(text.trim().length > 0);
      }),
    );
  });

  it('ignores surrounding whitespace', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('', ' ', '\t', '\n', '\u00a0'), (text, pad) => {
        expect(isFilledText(`${pad}${text}${pad}`)).toBe(isFilledText(text));
      }),
    );
  });
});
