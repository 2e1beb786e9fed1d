import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aSearchFilters } from './search-filters.builder.js';
import { toggleChip } from './toggle-chip.js';
import { toggleCity } from './toggle-city.js';

describe('toggleCity', () => {
  it('adds the city when absent and removes it when present', () => {
    const once = toggleCity(aSearchFilters({ cities: ['Campinas'] }), 'São Paulo');
    expect(once.cities).toEqual(['Campinas', 'São Paulo']);
    expect(toggleCity(once, 'São Paulo').cities).toEqual(['Campinas']);
  });

  it('toggles only the cities list, without mutating the filters', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom('São Paulo', 'Campinas', 'Salvador')),
        fc.constantFrom('São Paulo', 'Campinas', 'Salvador'),
        (list: string[], value: string) => {
          const filters = Object.freeze(aSearchFilters({ cities: list, audienceTier: 'mini' }));
          expect(toggleCity(filters, value)).toEqual({ ...filters, cities: toggleChip(list, value) });
          expect(filters.cities).toEqual(list);
        },
      ),
    );
  });
});
