import { creatorSearchParamsSchema } from '@publi/contract';
import { emptySearchFilters, toSearchParams } from '@publi/domain';
import { describe, expect, it } from 'vitest';
import { searchParamsToWire } from './search-params.mapper.js';

describe('searchParamsToWire', () => {
  it("writes the domain's filters in the spec's names, which the contract accepts as they are", () => {
    const params = toSearchParams({ ...emptySearchFilters(), audienceTier: 'micro', engagement: { min: 2, max: 10 }, cities: ['Recife'], states: ['PE'], categoryIds: [3] });
    const wire = searchParamsToWire(params);
    expect(wire).toEqual({
      min_court_hearing: 10_000,
      max_court_hearing: 100_000,
      min_engagement: 2,
      max_engagement: 10,
      cities: ['Recife'],
      states: ['PE'],
      categories_ids: [3],
    });
    expect(creatorSearchParamsSchema.parse(wire)).toEqual(wire);
  });
});
