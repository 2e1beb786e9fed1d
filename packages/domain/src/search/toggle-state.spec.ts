import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aSearchFilters } from './search-filters.builder.js';
import { toggleChip } from './toggle-chip.js';
import { toggleState } from './toggle-state.js';

describe('toggleState', () => {
  it('adds the state when absent and removes it when present', () => {
    const once = toggleState(aSearchFilters({ states: ['RJ'] }), 'SP');
    expect(once.states).toEqual(['RJ', 'SP']);
    expect(toggleState(once, 'SP').states).toEqual(['RJ']);
  });

  it('toggles only the states list, without mutating the filters', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom('SP', 'RJ', 'BA', 'RS')),
        fc.constantFrom('SP', 'RJ', 'BA', 'RS'),
        (list: string[], value: string) => {
          const filters = Object.freeze(aSearchFilters({ states: list, audienceTier: 'mini' }));
          expect(toggleState(filters, value)).toEqual({ ...filters, states: toggleChip(list, value) });
          expect(filters.states).toEqual(list);
        },
      ),
    );
  });
});
