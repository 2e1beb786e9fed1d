import { creatorSearchParamsSchema, type BrazilUf, type CreatorSearchParamsWire } from '@publi/contract';

// The contract already upper-cases siglas; the filter does it again for callers that skip it, as 'pe' shows.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { creatorFilterFromParams } from './search-from-wire.js';

const params = (overrides: Partial<CreatorSearchParamsWire>): CreatorSearchParamsWire => ({
  ...creatorSearchParamsSchema.parse({}),
  ...overrides,
});

describe('creatorFilterFromParams', () => {
  it('turns a two-decimal percent into the exact basis points', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (basisPoints) => {
        const percent = Number((basisPoints / 100).toFixed(2));
        const filter = creatorFilterFromParams(params({ min_engagement: percent, max_engagement: percent }));
        expect(filter.engagementMinBp).toBe(basisPoints);
        expect(filter.engagementMaxBp).toBe(basisPoints);
      }),
    );
  });

  it('keeps follower bounds as they are (min inclusive, max exclusive downstream)', () => {
    expect(creatorFilterFromParams(params({ min_court_hearing: 10_000, max_court_hearing: 100_000 }))).toMatchObject({
      followersMin: 10_000,
      followersMax: 100_000,
    });
  });

  it('folds cities, drops repeats, and makes a city with control characters match nothing', () => {
    const filter = creatorFilterFromParams(params({ cities: ['São Paulo', 'SAO PAULO', 'Recife\u0000'], states: ['pe' as BrazilUf, 'PE'], categories_ids: [3, 3, 1] }));
    expect(filter.citiesFolded).toEqual(['sao paulo', '']);
    expect(filter.states).toEqual(['PE']);
    expect(filter.categoryIds).toEqual([3, 1]);
    expect(filter.ids).toBeNull();
    expect(creatorFilterFromParams(params({}), [5, 5, 7]).ids).toEqual([5, 7]);
  });
});
