import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { activeEngagementTag } from './active-engagement-tag.js';
import { emptySearchFilters } from './empty-search-filters.js';
import { removeEngagementTag } from './remove-engagement-tag.js';
import type { SearchFilters } from './search-filters.js';
import { aSearchFilters } from './search-filters.builder.js';
import { setEngagement } from './set-engagement.js';

const validBand = fc
  .tuple(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }))
  .map(([a, b]) => ({ min: Math.min(a, b), max: Math.max(a, b) }));

describe('activeEngagementTag', () => {
  it("shows the band as '{min}%-{max}%'", () => {
    expect(activeEngagementTag(aSearchFilters({ engagement: { min: 10, max: 45 } }))).toBe('10%-45%');
  });

  it('shows no tag without an engagement filter', () => {
    expect(activeEngagementTag(emptySearchFilters())).toBeNull();
  });

  it('shows at most one tag, the one last set, after any sequence of slider moves and removals', () => {
    const action = fc.oneof(validBand, fc.constant('remove' as const));
    fc.assert(
      fc.property(fc.array(action), (actions) => {
        const filters = actions.reduce<SearchFilters>(
          (f, a) => (a === 'remove' ? removeEngagementTag(f) : setEngagement(f, a.min, a.max)),
          emptySearchFilters(),
        );
        // Reference: the last action decides; a full 0-100 band shows no tag.
        const last = actions[actions.length - 1];
        const expected =
          last === undefined || last === 'remove' || (last.min === 0 && last.max === 100)
            ? null
            : `${last.min}%-${last.max}%`;
        expect(activeEngagementTag(filters)).toBe(expected);
      }),
    );
  });
});
