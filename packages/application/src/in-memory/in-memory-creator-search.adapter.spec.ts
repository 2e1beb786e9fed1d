import { describe, expect, it } from 'vitest';
import { aCreatorCard } from '../testing/creator.builder.js';
import { InMemoryCreatorSearchAdapter } from './in-memory-creator-search.adapter.js';

const none = { audienceMin: null, audienceMax: null, engagementMin: null, engagementMax: null, cities: [], states: [], categoryIds: [] };

describe('InMemoryCreatorSearchAdapter', () => {
  const search = new InMemoryCreatorSearchAdapter([
    aCreatorCard({ id: 1, engagement: 2, categories: [{ id: 1, name: 'Beleza' }], prices: { stories: 10_000, feed: 0, tiktok: 0 } }),
    aCreatorCard({ id: 2, engagement: null, categories: [{ id: 2, name: 'Esportes' }], prices: { stories: 25_000, feed: 0, tiktok: 0 } }),
  ]);

  it('filters by engagement (unknown engagement never matches a band) and categories', async () => {
    expect((await search.searchPage({ ...none, engagementMin: 1, engagementMax: 5 })).creators.map((c) => c.id)).toEqual([1]);
    expect((await search.searchPage({ ...none, categoryIds: [2] })).creators.map((c) => c.id)).toEqual([2]);
    expect((await search.searchPage(none, { ids: [2] })).creators.map((c) => c.id)).toEqual([2]);
  });

  it('bounds followers as the server does: the minimum in, the maximum out, so tiers never overlap', async () => {
    const tiers = new InMemoryCreatorSearchAdapter([aCreatorCard({ id: 3, followers: 10_000 }), aCreatorCard({ id: 4, followers: 9_999 })]);
    expect((await tiers.searchPage({ ...none, audienceMin: 1_000, audienceMax: 10_000 })).creators.map((c) => c.id)).toEqual([4]);
    expect((await tiers.searchPage({ ...none, audienceMin: 10_000, audienceMax: 100_000 })).creators.map((c) => c.id)).toEqual([3]);
  });

  it('answers price bounds ignoring unset prices, and counts', async () => {
    expect(await search.priceRange(none)).toEqual({
      stories: { min: 10_000, max: 25_000 },
      feed: { min: null, max: null },
      tiktok: { min: null, max: null },
    });
    expect(await search.count(none)).toEqual({ total: 2, totalIsCapped: false });
    expect(await search.catalogueCount()).toBe(2);
  });
});
