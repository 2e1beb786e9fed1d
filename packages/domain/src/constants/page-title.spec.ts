import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageTitle } from './page-title.js';

describe('pageTitle', () => {
  it('puts the page name, a separator, then the product name', () => {
    expect(pageTitle('Carrinho')).toBe('Carrinho | Publi');
  });

  it('falls back to the product name alone for a blank page name', () => {
    expect(pageTitle('   ')).toBe('Publi');
  });

  it('always ends with the product name and starts with the trimmed page name', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        const title = pageTitle(name);
        expect(title.endsWith('Publi')).toBe(true);
        expect(title.startsWith(name.trim())).toBe(true);
      }),
    );
  });
});
