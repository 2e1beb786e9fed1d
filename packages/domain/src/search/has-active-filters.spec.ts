import { describe, expect, it } from 'vitest';
import { hasActiveFilters } from './has-active-filters.js';
import { aSearchFilters } from './search-filters.builder.js';

describe('hasActiveFilters', () => {
  it('is false with nothing selected', () => {
    expect(hasActiveFilters(aSearchFilters())).toBe(false);
  });

  it('is true as soon as any one filter is selected', () => {
    expect(hasActiveFilters(aSearchFilters({ categoryIds: [3] }))).toBe(true);
    expect(hasActiveFilters(aSearchFilters({ states: ['SP'] }))).toBe(true);
    expect(hasActiveFilters(aSearchFilters({ cities: ['Campinas'] }))).toBe(true);
    expect(hasActiveFilters(aSearchFilters({ audienceTier: 'macro' }))).toBe(true);
    expect(hasActiveFilters(aSearchFilters({ engagement: { min: 10, max: 45 } }))).toBe(true);
  });
});
