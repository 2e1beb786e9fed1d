import { describe, expect, it } from 'vitest';
import { aSearchFilters } from './search-filters.builder.js';
import { toSearchParams } from './to-search-params.js';

describe('toSearchParams', () => {
  it('sends null bounds and empty lists when nothing is selected', () => {
    expect(toSearchParams(aSearchFilters())).toEqual({
      audienceMin: null,
      audienceMax: null,
      engagementMin: null,
      engagementMax: null,
      cities: [],
      states: [],
      categoryIds: [],
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
      audienceMin: 1000,
      audienceMax: 10000,
      engagementMin: 10,
      engagementMax: 45,
      cities: ['Campinas', 'Santos'],
      states: ['SP'],
      categoryIds: [3, 7],
    });
  });

  it("sends Macro's upper bound", () => {
    const params = toSearchParams(aSearchFilters({ audienceTier: 'macro' }));
    expect([params.audienceMin, params.audienceMax]).toEqual([500000, 999999999]);
  });

  it('copies the lists', () => {
    const filters = aSearchFilters({ categoryIds: [1], states: ['BA'], cities: ['Salvador'] });
    const params = toSearchParams(filters);
    expect(params.categoryIds).not.toBe(filters.categoryIds);
    expect(params.states).not.toBe(filters.states);
    expect(params.cities).not.toBe(filters.cities);
  });
});
