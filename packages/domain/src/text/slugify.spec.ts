import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldText } from './fold-text.js';
import { slugify } from './slugify.js';
import { codePointText } from './code-point-text.builder.js';

const SLUG_SHAPE = /^([a-z0-9_]+(-[a-z0-9_]+)*)?$/;
const PT_CHARS = Array.from('abcçdeéêfghiíjklmnoóôõpqrstuúvwxyzáâã0123456789_ -!.,/');
const ACCENT_FREE: Readonly<Record<string, string>> = {
  á: 'a', â: 'a', ã: 'a', ç: 'c', é: 'e', ê: 'e', í: 'i', ó: 'o', ô: 'o', õ: 'o', ú: 'u',
};
const ptText = fc.string({ unit: fc.constantFrom(...PT_CHARS) });
const anyText = fc.oneof(fc.string({ unit: 'grapheme' }), codePointText(), ptText);

/** Plain reference: fold, then walk the characters, writing one hyphen per run of non-word characters. */
function referenceSlug(text: string): string {
  let slug = '';
  let pendingHyphen = false;
  for (const char of foldText(text)) {
    if (/^[a-z0-9_]$/.test(char)) {
      slug += (pendingHyphen && slug !== '' ? '-' : '') + char;
      pendingHyphen = false;
    } else {
      pendingHyphen = true;
    }
  }
  return slug;
}

describe('slugify', () => {
  it('lowercases, trims, folds accents and joins words with single hyphens', () => {
    expect(slugify('São Paulo!')).toBe('sao-paulo');
    expect(slugify('  Ana   Sílvia -- Fotografia  ')).toBe('ana-silvia-fotografia');
    expect(slugify('--Ação & Reação--')).toBe('acao-reacao');
    expect(slugify('ana_silva 2024')).toBe('ana_silva-2024');
  });

  it('is empty when there is no word character', () => {
    expect(slugify('')).toBe('');
    expect(slugify(' !?- ')).toBe('');
  });

  it('turns characters with no ASCII letter into separators', () => {
    expect(slugify('Straße')).toBe('stra-e');
    expect(slugify('café ☕ bar')).toBe('cafe-bar');
  });

  it('always has the slug shape', () => {
    fc.assert(fc.property(anyText, (text) => SLUG_SHAPE.test(slugify(text))));
  });

  it('is idempotent', () => {
    fc.assert(fc.property(anyText, (text) => slugify(slugify(text)) === slugify(text)));
  });

  it('equals the plain reference', () => {
    fc.assert(fc.property(anyText, (text) => slugify(text) === referenceSlug(text)));
  });

  it('ignores case and accents', () => {
    fc.assert(
      fc.property(ptText, (text) => {
        const plain = Array.from(text).map((char) => ACCENT_FREE[char] ?? char).join('');
        expect(slugify(text.toUpperCase())).toBe(slugify(text));
        expect(slugify(plain)).toBe(slugify(text));
      }),
    );
  });
});
