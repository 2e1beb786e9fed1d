import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AUDIENCE_TIERS, type AudienceTierKey } from './audience-tiers.js';
import { clearAllFilters } from './clear-all-filters.js';
import { emptySearchFilters } from './empty-search-filters.js';
import { hasActiveFilters } from './has-active-filters.js';
import { removeEngagementTag } from './remove-engagement-tag.js';
import type { SearchFilters } from './search-filters.js';
import { selectAudienceTier } from './select-audience-tier.js';
import { setEngagement } from './set-engagement.js';
import { toSearchParams } from './to-search-params.js';
import { toggleCategory } from './toggle-category.js';
import { toggleCity } from './toggle-city.js';
import { toggleState } from './toggle-state.js';

// Filters are reached the way the overlay reaches them: by a sequence of user actions.
const tierKey = fc.constantFrom<AudienceTierKey>(...AUDIENCE_TIERS.map((t) => t.key));
const band = fc
  .tuple(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }))
  .map(([a, b]) => [Math.min(a, b), Math.max(a, b)] as const);
const action = fc.oneof(
  fc.record({ kind: fc.constant('category' as const), id: fc.nat({ max: 8 }) }),
  fc.record({ kind: fc.constant('state' as const), code: fc.constantFrom('SP', 'RJ', 'MG', 'BA') }),
  fc.record({ kind: fc.constant('city' as const), name: fc.constantFrom('São Paulo', 'Campinas', 'Salvador') }),
  fc.record({ kind: fc.constant('tier' as const), key: tierKey }),
  fc.record({ kind: fc.constant('engagement' as const), band }),
  fc.constant({ kind: 'removeEngagement' as const }),
  fc.constant({ kind: 'clear' as const }),
);
type Action = typeof action extends fc.Arbitrary<infer T> ? T : never;

function apply(filters: SearchFilters, a: Action): SearchFilters {
  switch (a.kind) {
    case 'category':
      return toggleCategory(filters, a.id);
    case 'state':
      return toggleState(filters, a.code);
    case 'city':
      return toggleCity(filters, a.name);
    case 'tier':
      return selectAudienceTier(filters, a.key);
    case 'engagement':
      return setEngagement(filters, a.band[0], a.band[1]);
    case 'removeEngagement':
      return removeEngagementTag(filters);
    case 'clear':
      return clearAllFilters();
  }
}

/** Plain reference model of the overlay, written with mutable sets and last-wins variables. */
function model(actions: readonly Action[]) {
  const lists = { categories: new Set<number>(), states: new Set<string>(), cities: new Set<string>() };
  const flip = <T>(set: Set<T>, value: T) => (set.has(value) ? set.delete(value) : set.add(value));
  let tier: AudienceTierKey | null = null;
  let engagement: { min: number; max: number } | null = null;
  for (const a of actions) {
    if (a.kind === 'category') flip(lists.categories, a.id);
    if (a.kind === 'state') flip(lists.states, a.code);
    if (a.kind === 'city') flip(lists.cities, a.name);
    if (a.kind === 'tier') tier = tier === a.key ? null : a.key;
    if (a.kind === 'engagement')
      engagement = a.band[0] === 0 && a.band[1] === 100 ? null : { min: a.band[0], max: a.band[1] };
    if (a.kind === 'removeEngagement') engagement = null;
    if (a.kind === 'clear') {
      Object.values(lists).forEach((set) => {
        set.clear();
      });
      tier = null;
      engagement = null;
    }
  }
  return {
    categoryIds: [...lists.categories],
    states: [...lists.states],
    cities: [...lists.cities],
    audienceTier: tier,
    engagement,
  };
}

const filtersAfterActions = fc
  .array(action, { maxLength: 25 })
  .map((actions) => ({ actions, filters: actions.reduce(apply, emptySearchFilters()) }));

describe('search filters (properties over any sequence of overlay actions)', () => {
  it('agree with the plain reference model: one tier at most, one engagement band at most, no duplicate chips', () => {
    fc.assert(
      fc.property(filtersAfterActions, ({ actions, filters }) => {
        expect(filters).toEqual(model(actions));
      }),
    );
  });

  it("clearAllFilters after anything equals emptySearchFilters() ('Limpar Tudo')", () => {
    fc.assert(
      fc.property(filtersAfterActions, ({ filters }) => {
        expect(apply(filters, { kind: 'clear' })).toEqual(emptySearchFilters());
        expect(hasActiveFilters(clearAllFilters())).toBe(false);
      }),
    );
  });

  it('hasActiveFilters is true exactly when something differs from the empty filters', () => {
    fc.assert(
      fc.property(filtersAfterActions, ({ filters }) => {
        expect(hasActiveFilters(filters)).toBe(JSON.stringify(filters) !== JSON.stringify(emptySearchFilters()));
      }),
    );
  });

  it('toSearchParams sends null exactly for what is unset, the tier bounds and band otherwise, and copied lists', () => {
    fc.assert(
      fc.property(filtersAfterActions, ({ filters }) => {
        const params = toSearchParams(filters);
        const tier = AUDIENCE_TIERS.find((t) => t.key === filters.audienceTier);
        expect(params.audienceMin === null).toBe(filters.audienceTier === null);
        expect(params.audienceMax === null).toBe(filters.audienceTier === null);
        expect(params.engagementMin === null).toBe(filters.engagement === null);
        expect(params.engagementMax === null).toBe(filters.engagement === null);
        expect([params.audienceMin, params.audienceMax]).toEqual([tier?.min ?? null, tier?.max ?? null]);
        expect([params.engagementMin, params.engagementMax]).toEqual([
          filters.engagement?.min ?? null,
          filters.engagement?.max ?? null,
        ]);
        expect([params.categoryIds, params.states, params.cities]).toEqual([
          filters.categoryIds,
          filters.states,
          filters.cities,
        ]);
      }),
    );
  });

  it('never mutates the filters they are given', () => {
    fc.assert(
      fc.property(filtersAfterActions, action, ({ filters }, next) => {
        const snapshot = JSON.stringify(filters);
        const frozen = Object.freeze({
          ...filters,
          categoryIds: Object.freeze([...filters.categoryIds]),
          states: Object.freeze([...filters.states]),
          cities: Object.freeze([...filters.cities]),
        });
        apply(frozen, next);
        toSearchParams(frozen);
        expect(JSON.stringify(frozen)).toBe(snapshot);
      }),
    );
  });
});
