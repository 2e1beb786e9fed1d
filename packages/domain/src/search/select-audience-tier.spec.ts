import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isDomainError } from '../errors/domain-error.js';
import { AUDIENCE_TIERS, type AudienceTierKey } from './audience-tiers.js';
import { aSearchFilters } from './search-filters.builder.js';
import { selectAudienceTier } from './select-audience-tier.js';

const tierKey = fc.constantFrom<AudienceTierKey>(...AUDIENCE_TIERS.map((t) => t.key));
const selectedTier = fc.option(tierKey, { nil: null });

function thrownBy(action: () => unknown): unknown {
  try {
    action();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('selectAudienceTier', () => {
  it('selects a tier', () => {
    expect(selectAudienceTier(aSearchFilters(), 'micro').audienceTier).toBe('micro');
  });

  it('replaces the old tier with a new one: tiers are mutually exclusive', () => {
    expect(selectAudienceTier(aSearchFilters({ audienceTier: 'mini' }), 'macro').audienceTier).toBe('macro');
  });

  it('clears the tier when the selected one is chosen again', () => {
    expect(selectAudienceTier(aSearchFilters({ audienceTier: 'medio' }), 'medio').audienceTier).toBeNull();
  });

  it('rejects an unknown tier with AUDIENCE.UNKNOWN_TIER', () => {
    expect(
      isDomainError(
        thrownBy(() => selectAudienceTier(aSearchFilters(), 'giga')),
        'AUDIENCE.UNKNOWN_TIER',
      ),
    ).toBe(true);
  });

  it('rejects every string that is not a tier key', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !AUDIENCE_TIERS.some((t) => t.key === s)),
        selectedTier,
        (key, current) => {
          const error = thrownBy(() => selectAudienceTier(aSearchFilters({ audienceTier: current }), key));
          expect(isDomainError(error, 'AUDIENCE.UNKNOWN_TIER')).toBe(true);
        },
      ),
    );
  });

  it('clears when the same tier is selected twice in a row', () => {
    fc.assert(
      fc.property(selectedTier, tierKey, (current, key) => {
        const once = selectAudienceTier(aSearchFilters({ audienceTier: current }), key);
        expect(selectAudienceTier(once, key).audienceTier).toBe(current === key ? key : null);
        if (current !== key) {
          expect(once.audienceTier).toBe(key);
        }
      }),
    );
  });

  it('after any sequence of selections holds only the last tier still selected (reference model)', () => {
    fc.assert(
      fc.property(selectedTier, fc.array(tierKey), (start, keys) => {
        const result = keys.reduce(
          (filters, key) => selectAudienceTier(filters, key),
          aSearchFilters({ audienceTier: start }),
        );
        const expected = keys.reduce<AudienceTierKey | null>((current, key) => (current === key ? null : key), start);
        expect(result.audienceTier).toBe(expected);
      }),
    );
  });

  it('changes nothing else and never mutates its input', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.nat()), selectedTier, tierKey, (categoryIds, current, key) => {
        const filters = Object.freeze(
          aSearchFilters({ categoryIds, audienceTier: current, engagement: { min: 5, max: 20 } }),
        );
        const result = selectAudienceTier(filters, key);
        expect({ ...result, audienceTier: current }).toEqual(filters);
        expect(filters.audienceTier).toBe(current);
      }),
    );
  });
});
