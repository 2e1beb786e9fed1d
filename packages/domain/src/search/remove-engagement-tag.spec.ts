import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { removeEngagementTag } from './remove-engagement-tag.js';
import { aSearchFilters } from './search-filters.builder.js';

describe('removeEngagementTag', () => {
  it('resets the slider to 0-100, that is no engagement filter', () => {
    expect(removeEngagementTag(aSearchFilters({ engagement: { min: 10, max: 45 } })).engagement).toBeNull();
    expect(removeEngagementTag(aSearchFilters()).engagement).toBeNull();
  });

  it('leaves the other filters alone and never mutates its input', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.nat()), fc.integer({ min: 0, max: 100 }), (categoryIds, max) => {
        const filters = Object.freeze(
          aSearchFilters({ categoryIds, audienceTier: 'mini', engagement: { min: 0, max } }),
        );
        expect(removeEngagementTag(filters)).toEqual({ ...filters, engagement: null });
        expect(filters.engagement).toEqual({ min: 0, max });
      }),
    );
  });
});
