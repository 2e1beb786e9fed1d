import type { BadgeWire, BrandWire } from '@publi/contract';
import type { ReadCache } from '../cache/read-cache.js';
import { CACHE_TOPICS } from '../cache/cache-topics.js';
import { unchanging } from '../cache/unchanging.js';
import type { Queryable } from '../db/database.js';
import { loadCategoryLists, type CategoryLists } from './category-lists.js';
import { listBadges } from './list-badges.js';
import { listBrands } from './list-brands.js';

/**
 * The reference lists every client loads at start, read from the replica's cache: they change
 * only when the seed or an operator edits them, and a write to their table clears them on
 * every replica (one topic per table). Each list is marked `unchanging`, so its finished answer
 * is made once per load.
 */
export class CachedReferenceLists {
  readonly categories: () => Promise<CategoryLists>;
  readonly badges: () => Promise<BadgeWire[]>;
  readonly brands: () => Promise<BrandWire[]>;

  constructor(db: Queryable, cache: ReadCache) {
    this.categories = cache.single(CACHE_TOPICS.categories, async () => {
      const { topLevel, sub, all, tree } = await loadCategoryLists(db);
      return { topLevel: unchanging(topLevel), sub: unchanging(sub), all: unchanging(all), tree: unchanging(tree) };
    });
    this.badges = cache.single(CACHE_TOPICS.badges, async () => unchanging(await listBadges(db)));
    this.brands = cache.single(CACHE_TOPICS.brands, async () => unchanging(await listBrands(db)));
  }
}
