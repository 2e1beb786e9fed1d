import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isDomainError } from '../errors/domain-error.js';
import { emptySearchFilters } from './empty-search-filters.js';
import { removeEngagementTag } from './remove-engagement-tag.js';
import { aSearchFilters } from './search-filters.builder.js';
import { setEngagement } from './set-engagement.js';

const validBand = fc
  .tuple(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }))
  .map(([a, b]) => [Math.min(a, b), Math.max(a, b)] as const);

describe('setEngagement', () => {
  it('sets the engagement band', () => {
    expect(setEngagement(emptySearchFilters(), 10, 45).engagement).toEqual({ min: 10, max: 45 });
  });

  it('replaces any earlier band', () => {
    const filters = aSearchFilters({ engagement: { min: 10, max: 45 } });
    expect(setEngagement(filters, 20, 30).engagement).toEqual({ min: 20, max: 30 });
  });

  it('treats the full 0-100 range as no filter', () => {
    const filters = aSearchFilters({ engagement: { min: 10, max: 45 } });
    expect(setEngagement(filters, 0, 100).engagement).toBeNull();
  });

  it('rejects every invalid band with ENGAGEMENT.INVALID_RANGE', () => {
    const anyNumber = fc.oneof(fc.integer({ min: -20, max: 120 }), fc.double());
    const valid = (min: number, max: number) =>
      Number.isInteger(min) && Number.isInteger(max) && 0 <= min && min <= max && max <= 100;
    fc.assert(
      fc.property(anyNumber, anyNumber, (min, max) => {
        fc.pre(!valid(min, max));
        let error: unknown;
        try {
          setEngagement(emptySearchFilters(), min, max);
        } catch (caught) {
          error = caught;
        }
        expect(isDomainError(error, 'ENGAGEMENT.INVALID_RANGE')).toBe(true);
      }),
    );
  });

  it('keeps the last band set, whatever came before', () => {
    fc.assert(
      fc.property(fc.array(validBand), validBand, (earlier, [min, max]) => {
        const filters = earlier.reduce((f, [a, b]) => setEngagement(f, a, b), emptySearchFilters());
        const expected = min === 0 && max === 100 ? null : { min, max };
        expect(setEngagement(filters, min, max).engagement).toEqual(expected);
      }),
    );
  });

  it('then removeEngagementTag gives back the default 0-100 (no engagement filter)', () => {
    fc.assert(
      fc.property(validBand, ([min, max]) => {
        expect(removeEngagementTag(setEngagement(emptySearchFilters(), min, max))).toEqual(emptySearchFilters());
      }),
    );
  });

  it('changes nothing else and never mutates its input', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.nat()), validBand, (categoryIds, [min, max]) => {
        const filters = Object.freeze(aSearchFilters({ categoryIds, audienceTier: 'micro' }));
        const result = setEngagement(filters, min, max);
        expect({ ...result, engagement: null }).toEqual(filters);
        expect(filters.engagement).toBeNull();
      }),
    );
  });
});
