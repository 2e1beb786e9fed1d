import { describe, expect, it } from 'vitest';
import { aSearchFilters } from './search-filters.builder.js';
import { toSearchParams } from './to-search-params.js';

describe('toSearchParams', () => {
  it('sends null bounds and empty lists when nothing is selected', () => {
    expect(toSearchParams(aSearchFilters())).toEqual({
      max_court_hearing: null,
      min_court_hearing: null,
      max_engagement: null,
      min_engagement: null,
      cities: [],
      states: [],
      categories_ids: [],
    });
  });

  it('sends the tier bounds as audience size and the band as engagement', () => {
    const filters = aSearchFilters({
      categoryIds: [3, 7],
      states: ['SP'],
      cities: ['Campinas', 'Santos'],
      audienceTier: 'mini',
      engagement: { min: 10, max: 45 },
    });
    expect(toSearchParams(filters)).toEqual({
      max_court_hearing: 10000,
      min_court_hearing: 1000,
      max_engagement: 45,
      min_engagement: 10,
      cities: ['Campinas', 'Santos'],
      states: ['SP'],
      categories_ids: [3, 7],
    });
  });

  it("sends Macro's wire upper bound", () => {
    const params = toSearchParams(aSearchFilters({ audienceTier: 'macro' }));
    expect([params.min_court_hearing, params.max_court_hearing]).toEqual([500000, 999999999]);
  });

  it('copies the lists', () => {
    const filters = aSearchFilters({ categoryIds: [1], states: ['BA'], cities: ['Salvador'] });
    const params = toSearchParams(filters);
    expect(params.categories_ids).not.toBe(filters.categoryIds);
    expect(params.states).not.toBe(filters.states);
    expect(params.cities).not.toBe(filters.cities);
  });
});
