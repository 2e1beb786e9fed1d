import { describe, expect, it } from 'vitest';
import { aCreatorCard } from '../testing/creator.builder.js';
import { InMemoryCreatorSearchAdapter } from './in-memory-creator-search.adapter.js';

const none = { max_court_hearing: null, min_court_hearing: null, max_engagement: null, min_engagement: null, cities: [], states: [], categories_ids: [] };

describe('InMemoryCreatorSearchAdapter', () => {
  const search = new InMemoryCreatorSearchAdapter([
    aCreatorCard({ id: 1, engagement: 2, categories: [{ id: 1, name: 'Beleza' }], prices: { stories: '100.00', feed: '0.00', tiktok: '0.00' } }),
    aCreatorCard({ id: 2, engagement: null, categories: [{ id: 2, name: 'Esportes' }], prices: { stories: '250.00', feed: '0.00', tiktok: '0.00' } }),
  ]);

  it('filters by engagement (unknown engagement never matches a band) and categories', async () => {
    expect((await search.searchPage({ ...none, min_engagement: 1, max_engagement: 5 })).creators.map((c) => c.id)).toEqual([1]);
    expect((await search.searchPage({ ...none, categories_ids: [2] })).creators.map((c) => c.id)).toEqual([2]);
    expect((await search.searchPage(none, { ids: [2] })).creators.map((c) => c.id)).toEqual([2]);
  });

  it('answers price bounds ignoring unset prices, and counts', async () => {
    expect(await search.priceRange(none)).toEqual({
      stories: { min: '100.00', max: '250.00' },
      feed: { min: null, max: null },
      tiktok: { min: null, max: null },
    });
    expect(await search.count(none)).toEqual({ total: 2, totalIsCapped: false });
    expect(await search.catalogueCount()).toBe(2);
  });
});
