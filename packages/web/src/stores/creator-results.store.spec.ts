import type { CreatorSearchPage } from '@publi/application';
import { emptySearchFilters, type SearchFilters } from '@publi/domain';
import { describe, expect, it } from 'vitest';
import { aCreatorCard, someCreatorCards } from '../testing/creator-card.builder.js';
import { aTestWorld } from '../testing/test-container.js';
import { CreatorResultsStore } from './creator-results.store.js';

const beauty: SearchFilters = { ...emptySearchFilters(), categoryIds: [1] };

/** A search whose answers the test releases by hand, in any order. */
function aControlledSearch() {
  const calls: { filters: SearchFilters; offset: number | undefined; answer: (page: CreatorSearchPage | null) => void }[] = [];
  return {
    calls,
    execute: (filters: SearchFilters, options: { offset?: number } = {}) =>
      new Promise<CreatorSearchPage | null>((resolve) => calls.push({ filters, offset: options.offset, answer: resolve })),
  };
}
const pageOf = (name: string): CreatorSearchPage => ({ creators: [aCreatorCard({ name })], offset: 0, pageSize: 24, total: 1, totalIsCapped: false });

describe('CreatorResultsStore', () => {
  it('drops an older answer that arrives after a newer one', async () => {
    const search = aControlledSearch();
    const store = new CreatorResultsStore(search);
    const first = store.load(emptySearchFilters());
    const second = store.load(beauty);
    search.calls[1]?.answer(pageOf('Nova'));
    await second;
    search.calls[0]?.answer(pageOf('Velha'));
    await first;
    expect(store.creators.map((card) => card.name)).toEqual(['Nova']);
    expect(store.status).toBe('ready');
  });

  it('asks for page n from offset (n - 1) × 24 and counts the pages', async () => {
    const world = aTestWorld({ creators: someCreatorCards(50) });
    const store = world.stores.creatorResults;
    await store.load(emptySearchFilters(), 3);
    expect(store.result?.offset).toBe(48);
    expect(store.creators.map((card) => card.id)).toEqual([49, 50]);
    expect(store.pageCount).toBe(3);
  });

  it('turns a failed search into the error state, and retries the same page', async () => {
    const search = aControlledSearch();
    const store = new CreatorResultsStore(search);
    const loading = store.load(beauty, 2);
    search.calls[0]?.answer(null);
    await loading;
    expect(store.status).toBe('error');
    const retrying = store.retry();
    expect(search.calls[1]).toMatchObject({ filters: beauty, offset: 24 });
    search.calls[1]?.answer(pageOf('Ana'));
    await retrying;
    expect(store.status).toBe('ready');
  });

  it("hands the route's load to the page once: the page's ask sends nothing, a later one does", async () => {
    const search = aControlledSearch();
    const store = new CreatorResultsStore(search);
    const preloading = store.preload(beauty, 2);
    const pageAsk = store.load(beauty, 2);
    expect(search.calls).toHaveLength(1);
    search.calls[0]?.answer(pageOf('Ana'));
    await Promise.all([preloading, pageAsk]);
    expect(store.creators.map((creator) => creator.name)).toEqual(['Ana']);
    void store.load(beauty, 2);
    expect(search.calls).toHaveLength(2);
  });

  it("retries at the server even when the route's load that failed was never handed to the page", async () => {
    const search = aControlledSearch();
    const store = new CreatorResultsStore(search);
    const preloading = store.preload(beauty);
    search.calls[0]?.answer(null);
    await preloading;
    expect(store.status).toBe('error');
    const retrying = store.retry();
    expect(search.calls).toHaveLength(2);
    search.calls[1]?.answer(pageOf('Ana'));
    await retrying;
    expect(store.status).toBe('ready');
  });

  it('features the first 8 creators, once', async () => {
    const world = aTestWorld({ creators: someCreatorCards(30) });
    const store = world.stores.creatorResults;
    await store.loadFeatured();
    expect(store.featured).toHaveLength(8);
    expect(store.featuredStatus).toBe('ready');
  });
});
