import type { SearchFilters } from './search-filters.js';
import { toggleChip } from './toggle-chip.js';

/** Clicks a state chip: selects the state by UF code (such as 'SP'), or unselects it if selected. */
export function toggleState(filters: SearchFilters, stateCode: string): SearchFilters {
  return { ...filters, states: toggleChip(filters.states, stateCode) };
}
