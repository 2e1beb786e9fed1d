import { firstMatches, foldText } from '@publi/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { prefixMatchesFirst } from './prefix-matches-first.js';

const named = (...names: string[]) => names.map((name) => ({ name }));

describe('prefixMatchesFirst', () => {
  it('offers the city that starts with the typed text before those that only contain it', () => {
    const cities = named('Torrecilla', 'Irecê', 'Recife', 'Recreio');
    expect(firstMatches(prefixMatchesFirst(cities, 'rec'), 'rec', 2).map((city) => city.name)).toEqual(['Recife', 'Recreio']);
  });

  it('folds accents and case', () => {
    expect(prefixMatchesFirst(named('Guarulhos', 'São Paulo'), 'SAO')[0]?.name).toBe('São Paulo');
  });

  it('only reorders: the same items, every prefix match before every other', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 6 }), { maxLength: 30 }), fc.string({ maxLength: 3 }), (names, query) => {
        const items = named(...names);
        const ordered = prefixMatchesFirst(items, query);
        expect([...ordered].sort((a, b) => a.name.localeCompare(b.name))).toEqual([...items].sort((a, b) => a.name.localeCompare(b.name)));
        const starts = (name: string) => foldText(name).startsWith(foldText(query.trim()));
        const firstOther = ordered.findIndex((item) => !starts(item.name));
        if (firstOther >= 0) expect(ordered.slice(firstOther).every((item) => !starts(item.name))).toBe(true);
      }),
    );
  });
});
