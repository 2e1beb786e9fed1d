import { foldText } from '@publi/domain';
import { BRAZIL_STATES } from '@publi/domain/brazil-states';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aggregateAudience } from '../creators/aggregate-audience.js';
import type { CatalogueReference, CreatorDraft } from './creator-draft.js';
import { CreatorGenerator } from './creator-generator.js';
import { BADGE_SEEDS } from './data/badges.data.js';
import { CATEGORY_SEEDS } from './data/categories.data.js';
import { AUDIENCE_BOUNDS } from './draw-audience.js';

// Ids as a fresh database would number them: categories first, then their sub-categories.
let nextId = 1;
const reference: CatalogueReference = {
  categories: CATEGORY_SEEDS.map((seed) => ({ id: nextId++, name: seed.name, weight: seed.weight, subCategories: [] as { id: number; name: string }[] })).map(
    (category, index) => ({ ...category, subCategories: (CATEGORY_SEEDS[index]?.subCategories ?? []).map((name) => ({ id: nextId++, name })) }),
  ),
  badgeIds: Object.fromEntries(BADGE_SEEDS.map(({ key }, index) => [key, index + 1])) as CatalogueReference['badgeIds'],
};
const categoryIds = new Set(reference.categories.flatMap((category) => [category.id, ...category.subCategories.map((sub) => sub.id)]));
const citiesByState = new Map(BRAZIL_STATES.map((state) => [state.sigla, new Set(state.cidades)]));

function catalogue(seed: number, count: number, firstIndex = 0): CreatorDraft[] {
  const generator = new CreatorGenerator(seed, BRAZIL_STATES, reference);
  return Array.from({ length: count }, (_, offset) => generator.generate(firstIndex + offset));
}

/** A draft whose card states both its total and its engagement. */
type StatedDraft = CreatorDraft & { readonly followers: number; readonly engagementBp: number };
const statesAudience = (draft: CreatorDraft): draft is StatedDraft => draft.followers !== null && draft.engagementBp !== null;

const median = (values: readonly number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

describe('CreatorGenerator', () => {
  const all = catalogue(2024, 20_000);
  const drafts = all.filter(statesAudience);

  it('is deterministic: the same seed and index give the same creator, whatever came before', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), fc.nat(1_000_000), (seed, index) => {
        const alone = new CreatorGenerator(seed, BRAZIL_STATES, reference).generate(index);
        const afterOthers = new CreatorGenerator(seed, BRAZIL_STATES, reference);
        afterOthers.generate(index + 1);
        expect(afterOthers.generate(index)).toEqual(alone);
      }),
      { numRuns: 50 },
    );
    expect(catalogue(7, 5)).not.toEqual(catalogue(8, 5));
  });

  it('leaves a few profiles without engagement (3%) or follower counts (1%), on every network at once', () => {
    const share = (test: (draft: CreatorDraft) => boolean) => all.filter(test).length / all.length;
    expect(share((draft) => draft.engagementBp === null)).toBeGreaterThan(0.02);
    expect(share((draft) => draft.engagementBp === null)).toBeLessThan(0.04);
    expect(share((draft) => draft.followers === null)).toBeGreaterThan(0.005);
    expect(share((draft) => draft.followers === null)).toBeLessThan(0.015);
    const halfStated = all.filter(
      (draft) =>
        (draft.followers === null) !== draft.networks.every((network) => network.followers === null) ||
        (draft.engagementBp === null) !== draft.networks.every((network) => network.engagementBp === null),
    );
    expect(halfStated).toEqual([]);
  });

  it('keeps audiences within bounds, mostly between 1k and 50k, with a few very large ones', () => {
    const { followers: f, engagementBp: e } = AUDIENCE_BOUNDS;
    const outOfBounds = drafts.filter(
      ({ followers, engagementBp }) =>
        !Number.isInteger(followers) || followers < f.min || followers > f.max ||
        !Number.isInteger(engagementBp) || engagementBp < e.min || engagementBp > e.max,
    );
    expect(outOfBounds).toEqual([]);
    // Engagement between 1% and 12%, as the bounds say in basis points.
    expect([e.min, e.max]).toEqual([100, 1_200]);
    const share = (test: (followers: number) => boolean) => drafts.filter((draft) => test(draft.followers)).length / drafts.length;
    expect(share((f) => f >= 1_000 && f < 50_000)).toBeGreaterThan(0.7);
    expect(share((f) => f >= 1_000_000)).toBeGreaterThan(0);
    expect(share((f) => f >= 1_000_000)).toBeLessThan(0.005);
  });

  it('gives smaller audiences higher engagement', () => {
    const engagementOf = (test: (followers: number) => boolean) => median(drafts.filter((d) => test(d.followers)).map((d) => d.engagementBp));
    const small = engagementOf((f) => f < 10_000);
    const medium = engagementOf((f) => f >= 100_000 && f < 500_000);
    const large = engagementOf((f) => f >= 1_000_000);
    expect(small).toBeGreaterThan(medium);
    expect(medium).toBeGreaterThan(large);
  });

  it('prices in whole centavos that grow with the audience, with some formats not offered', () => {
    const wholeReais = (price: number) => Number.isInteger(price) && price >= 0 && price % 100 === 0;
    expect(drafts.filter(({ prices }) => ![prices.stories, prices.feed, prices.tiktok].every(wholeReais))).toEqual([]);
    const storiesOf = (test: (followers: number) => boolean) =>
      median(drafts.filter((d) => test(d.followers) && d.prices.stories > 0).map((d) => d.prices.stories));
    expect(storiesOf((f) => f >= 100_000)).toBeGreaterThan(storiesOf((f) => f < 10_000) * 10);
    expect(drafts.some((d) => d.prices.stories === 0)).toBe(true);
    expect(drafts.some((d) => d.prices.tiktok === 0 && d.prices.stories > 0)).toBe(true);
    expect(drafts.filter((d) => d.prices.tiktok > 0 && !d.networks.some((network) => network.name === 'tiktok'))).toEqual([]);
  });

  it('places creators in real cities of their state, covering every state from 1,000 creators on', () => {
    expect(all.filter(({ state, city }) => citiesByState.get(state)?.has(city) !== true)).toEqual([]);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), (seed) => {
        expect(new Set(catalogue(seed, 1_000).map((draft) => draft.state)).size).toBe(27);
      }),
      { numRuns: 5 },
    );
  });

  it('favours big states and capitals', () => {
    const inState = (sigla: string) => all.filter((draft) => draft.state === sigla);
    expect(inState('SP').length).toBeGreaterThan(inState('PE').length);
    expect(inState('PE').length).toBeGreaterThan(inState('RR').length);
    const pernambucanos = inState('PE');
    expect(pernambucanos.filter((draft) => draft.city === 'Recife').length / pernambucanos.length).toBeGreaterThan(0.25);
  });

  it('gives each creator one to three distinct existing categories and known badges', () => {
    const badgeIds = new Set(Object.values(reference.badgeIds));
    const wrong = all.filter(
      (draft) =>
        draft.categoryIds.length < 1 ||
        draft.categoryIds.length > 3 ||
        new Set(draft.categoryIds).size !== draft.categoryIds.length ||
        !draft.categoryIds.every((id) => categoryIds.has(id)) ||
        !draft.badgeIds.every((id) => badgeIds.has(id)),
    );
    expect(wrong).toEqual([]);
    expect(all.some((draft) => draft.badgeIds.length > 0)).toBe(true);
  });

  it('fills the card columns the way refreshCreatorCard does', () => {
    for (const draft of all.slice(0, 2_000)) {
      const usernames = draft.networks.map((network) => network.username);
      expect(draft.nameFolded).toBe(foldText(draft.name));
      expect(draft.cityFolded).toBe(foldText(draft.city));
      expect(draft.searchText).toBe(foldText([draft.name, ...usernames, draft.city].join(' ')));
      expect(draft.networks[0]?.name).toBe('instagram');
      expect(draft.networks.map((network) => network.name)).toEqual(draft.networks.map((network) => network.name).sort());
      expect({ followers: draft.followers, engagementBp: draft.engagementBp }).toEqual(aggregateAudience(draft.networks));
      for (const { username } of draft.networks) expect(username).toMatch(/^[a-z0-9._]+$/);
    }
  });

  it('writes pt-BR names with accents, and unique slugs and external ids', () => {
    expect(all.some((draft) => draft.name !== foldText(draft.name).replace(/(^| )\p{L}/gu, (c) => c.toUpperCase()))).toBe(true);
    expect(new Set(all.map((draft) => draft.slug)).size).toBe(all.length);
    expect(new Set(all.map((draft) => draft.externalId)).size).toBe(all.length);
    for (const draft of all.slice(0, 500)) expect(draft.phone).toMatch(/^\(\d{2}\) 9\d{4}-\d{4}$/);
  });
});
