import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHIP_LIST_LIMIT } from '../constants/product.constants.js';
import { matchesText } from '../text/fold-text.js';
import { firstMatches } from './first-matches.js';

const CITIES = ['São Paulo', 'São José dos Campos', 'Santos', 'Campinas', 'Salvador', 'Maceió', 'Jundiaí', 'Sorocaba'];
const word = fc.constantFrom('São', 'sao', 'SAO', 'Paulo', 'campos', 'Jundiai', 'ó', 'a', 'ç', 'Ñ', ' ', '');
const name = fc.array(word, { maxLength: 3 }).map((parts) => parts.join(' '));
const query = fc.oneof(word, name, fc.string({ maxLength: 3 }));

describe('firstMatches', () => {
  it('matches ignoring case and accents, in source order', () => {
    expect(firstMatches(CITIES, 'sao')).toEqual(['São Paulo', 'São José dos Campos']);
    expect(firstMatches(CITIES, 'JUNDIAI')).toEqual(['Jundiaí']);
    expect(firstMatches(CITIES, 'campos')).toEqual(['São José dos Campos']);
  });

  it('works on objects with a name and returns the objects', () => {
    const categories = [
      { id: 1, name: 'Moda' },
      { id: 2, name: 'Música' },
      { id: 3, name: 'Games' },
    ];
    expect(firstMatches(categories, 'mu')).toEqual([{ id: 2, name: 'Música' }]);
  });

  it('shows at most 10 (the chip list limit) by default', () => {
    const states = Array.from({ length: 27 }, (_, i) => `Estado ${i}`);
    expect(CHIP_LIST_LIMIT).toBe(10);
    expect(firstMatches(states, 'estado')).toEqual(states.slice(0, 10));
  });

  it('shows the first items for an empty query', () => {
    expect(firstMatches(CITIES, '', 3)).toEqual(['São Paulo', 'São José dos Campos', 'Santos']);
    expect(firstMatches(CITIES, '   ', 2)).toEqual(['São Paulo', 'São José dos Campos']);
  });

  it('shows nothing for a limit below 1, and rounds a fractional one down', () => {
    expect(firstMatches(CITIES, '', 0)).toEqual([]);
    expect(firstMatches(CITIES, '', -3)).toEqual([]);
    expect(firstMatches(CITIES, '', Number.NaN)).toEqual([]);
    expect(firstMatches(CITIES, '', 2.9)).toEqual(['São Paulo', 'São José dos Campos']);
  });

  it('equals the plain filter-then-slice reference', () => {
    fc.assert(
      fc.property(fc.array(name), query, fc.nat({ max: 15 }), (items, q, limit) => {
        expect(firstMatches(items, q, limit)).toEqual(items.filter((item) => matchesText(item, q)).slice(0, limit));
      }),
    );
  });

  it('returns a subsequence of the items, no longer than the limit', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ name })), query, fc.nat({ max: 15 }), (items, q, limit) => {
        const result = firstMatches(items, q, limit);
        expect(result.length).toBeLessThanOrEqual(limit);
        // Each result is the same object as an item, found later in the list than the previous one.
        let from = 0;
        for (const item of result) {
          const at = items.indexOf(item, from);
          expect(at).toBeGreaterThanOrEqual(from);
          from = at + 1;
        }
      }),
    );
  });

  it('ignores case on both sides', () => {
    fc.assert(
      fc.property(fc.array(name), query, (names, q) => {
        const items = names.map((n, position) => ({ name: n, position }));
        const shouted = items.map((item) => ({ ...item, name: item.name.toUpperCase() }));
        const positions = (list: readonly { position: number }[]) => list.map((item) => item.position);
        expect(positions(firstMatches(shouted, q.toLowerCase()))).toEqual(positions(firstMatches(items, q)));
      }),
    );
  });

  it('ignores accents on both sides', () => {
    const stripAccents = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    fc.assert(
      fc.property(fc.array(name), query, (names, q) => {
        const items = names.map((n, position) => ({ name: n, position }));
        const plain = items.map((item) => ({ ...item, name: stripAccents(item.name) }));
        const positions = (list: readonly { position: number }[]) => list.map((item) => item.position);
        expect(positions(firstMatches(plain, stripAccents(q)))).toEqual(positions(firstMatches(items, q)));
      }),
    );
  });
});
