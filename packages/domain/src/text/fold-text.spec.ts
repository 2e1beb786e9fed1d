import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldText, matchesText } from './fold-text.js';

// Portuguese letters with and without their accents, so generated text exercises the folding.
const PT_LETTERS = Array.from('abcçdeéêfghiíjklmnoóôõpqrstuúüvwxyzáàâã');
const ACCENT_FREE: Readonly<Record<string, string>> = {
  á: 'a', à: 'a', â: 'a', ã: 'a', ç: 'c', é: 'e', ê: 'e', í: 'i', ó: 'o', ô: 'o', õ: 'o', ú: 'u', ü: 'u',
};
const ptText = fc.string({ unit: fc.constantFrom(...PT_LETTERS, ' ', '-', '1') });
const anyText = fc.string({ unit: 'grapheme' });

/** Plain reference: drop the accents by table, then lowercase. */
function stripPtAccents(text: string): string {
  return Array.from(text).map((char) => ACCENT_FREE[char] ?? char).join('');
}

describe('foldText', () => {
  it('folds "São Paulo", "SAO PAULO" and "sao paulo" to the same text', () => {
    expect(foldText('São Paulo')).toBe('sao paulo');
    expect(foldText('SAO PAULO')).toBe('sao paulo');
    expect(foldText('sao paulo')).toBe('sao paulo');
  });

  it('only lowercases characters without a decomposition', () => {
    expect(foldText('STRAßE')).toBe('straße');
    expect(foldText('Ø')).toBe('ø');
  });

  it('is idempotent', () => {
    fc.assert(fc.property(anyText, (text) => foldText(foldText(text)) === foldText(text)));
  });

  it('ignores case and accents of Portuguese text', () => {
    fc.assert(
      fc.property(ptText, (text) => {
        expect(foldText(text)).toBe(stripPtAccents(text));
        expect(foldText(text.toUpperCase())).toBe(foldText(text));
        expect(foldText(stripPtAccents(text).toUpperCase())).toBe(foldText(text));
      }),
    );
  });
});

describe('matchesText', () => {
  it('matches titles ignoring case and accents', () => {
    expect(matchesText('Campanha de Verão', 'verao')).toBe(true);
    expect(matchesText('Campanha de verao', 'VERÃO')).toBe(true);
    expect(matchesText('Campanha de Verão', 'inverno')).toBe(false);
  });

  it('matches everything when the query is empty or blank', () => {
    fc.assert(
      fc.property(anyText, fc.constantFrom('', ' ', '   ', '\t'), (text, query) => matchesText(text, query)),
    );
  });

  it('matches a text with itself', () => {
    fc.assert(fc.property(anyText, (text) => matchesText(text, text)));
  });

  it('matches any slice of the text, in any case', () => {
    fc.assert(
      fc.property(ptText, fc.nat(), fc.nat(), (text, a, b) => {
        const start = Math.min(a, b) % (text.length + 1);
        const end = Math.max(a, b) % (text.length + 1);
        const slice = text.slice(Math.min(start, end), Math.max(start, end));
        expect(matchesText(text.toUpperCase(), stripPtAccents(slice))).toBe(true);
      }),
    );
  });

  it('equals the plain reference: folded text includes the folded, trimmed query', () => {
    fc.assert(
      fc.property(fc.oneof(anyText, ptText), fc.oneof(anyText, ptText), (text, query) => {
        expect(matchesText(text, query)).toBe(foldText(text).includes(foldText(query.trim())));
      }),
    );
  });
});
