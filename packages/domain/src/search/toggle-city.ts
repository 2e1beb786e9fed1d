import type { SearchFilters } from './search-filters.js';
import { toggleChip } from './toggle-chip.js';

/** Clicks a city chip: selects the city by name, or unselects it if selected. */
export function toggleCity(filters: SearchFilters, cityName: string): SearchFilters {
  return { ...filters, cities: toggleChip(filters.cities, cityName) };
}
