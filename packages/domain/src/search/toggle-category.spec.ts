import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aSearchFilters } from './search-filters.builder.js';
import { toggleChip } from './toggle-chip.js';
import { toggleCategory } from './toggle-category.js';

describe('toggleCategory', () => {
  it('adds the category when absent and removes it when present', () => {
    const once = toggleCategory(aSearchFilters({ categoryIds: [4] }), 12);
    expect(once.categoryIds).toEqual([4, 12]);
    expect(toggleCategory(once, 12).categoryIds).toEqual([4]);
  });

  it('toggles only the categoryIds list, without mutating the filters', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.nat({ max: 30 })), fc.nat({ max: 30 }), (list: number[], value: number) => {
        const filters = Object.freeze(aSearchFilters({ categoryIds: list, audienceTier: 'mini' }));
        expect(toggleCategory(filters, value)).toEqual({ ...filters, categoryIds: toggleChip(list, value) });
        expect(filters.categoryIds).toEqual(list);
      }),
    );
  });
});
