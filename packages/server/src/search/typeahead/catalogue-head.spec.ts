import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CatalogueHead } from './catalogue-head.js';

// Texts over a small alphabet, so short queries often match, sometimes more than once in one text.
const text = fc.string({ unit: fc.constantFrom('a', 'b', 'n', ' ', '.'), maxLength: 12 });
const rows = fc.array(fc.record({ searchText: text, nameFolded: text }), { maxLength: 40 });
const withIds = (list: readonly { searchText: string; nameFolded: string }[]) => list.map((row, index) => ({ ...row, id: 1_000 + index }));

describe('CatalogueHead', () => {
  it('finds the first creators in order whose text contains the query, each once', () => {
    fc.assert(
      fc.property(rows, fc.string({ unit: fc.constantFrom('a', 'b', 'n', ' '), minLength: 1, maxLength: 5 }), fc.integer({ min: 1, max: 10 }), (list, query, limit) => {
        const creators = withIds(list);
        const expected = creators.filter((creator) => creator.searchText.includes(query)).slice(0, limit).map((creator) => creator.id);
        expect(new CatalogueHead(creators, false).containing(query, limit)).toEqual(expected);
      }),
    );
  });

  it('finds the first creators in order whose name starts with the prefix', () => {
    fc.assert(
      fc.property(rows, fc.string({ unit: fc.constantFrom('a', 'b', 'n'), minLength: 1, maxLength: 2 }), fc.integer({ min: 1, max: 10 }), (list, prefix, limit) => {
        const creators = withIds(list);
        const expected = creators.filter((creator) => creator.nameFolded.startsWith(prefix)).slice(0, limit).map((creator) => creator.id);
        expect(new CatalogueHead(creators, false).namedFrom(prefix, limit)).toEqual(expected);
      }),
    );
  });

  it('never matches across two creators, nor a query holding the separator', () => {
    const head = new CatalogueHead(withIds([{ searchText: 'ana', nameFolded: 'ana' }, { searchText: 'bia', nameFolded: 'bia' }]), true);
    expect(head.containing('anabia', 5)).toEqual([]);
    expect(head.containing('a\u0000b', 5)).toEqual([]);
    expect(head.namedFrom('\u0000', 5)).toEqual([]);
    expect(head.containing('a', 5)).toEqual([1_000, 1_001]);
    expect(head.whole).toBe(true);
  });
});
