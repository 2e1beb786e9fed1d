import type { ReadCache } from '../cache/read-cache.js';
import { CACHE_TOPICS } from '../cache/cache-topics.js';
import type { Queryable } from '../db/database.js';
import { byPtBrName } from './by-pt-br-name.js';
import type { Badge, Brand, Category, CategoryLists, SubCategory } from './reference.js';
import { ReferenceRepository } from './reference.repository.js';

/** What the reference lists are read with: the database and the replica's cache of hot reads. */
export interface ReferenceDeps {
  readonly db: Queryable;
  readonly cache: ReadCache;
}

const isSub = (category: Category): category is SubCategory => category.parentId !== null;

/** The four category lists, shaped from one read of the table. */
function categoryLists(rows: readonly Category[]): CategoryLists {
  const all = [...rows].sort(byPtBrName);
  const topLevel = all.filter((category) => category.parentId === null);
  return {
    topLevel,
    sub: all.filter(isSub),
    all,
    tree: topLevel.map((category) => ({ category, children: all.filter((child) => child.parentId === category.id) })),
  };
}

/**
 * The reference lists every client loads at start, in pt-BR name order, read from the
 * replica's cache: they change only when the seed or an operator edits them, and a write to
 * their table clears them on every replica (one topic per table). A cache hit hands back the
 * same frozen object, so the route's finished answer is made once per load (`to-reference-wire.ts`).
 */
export class ReferenceService {
  /** Top-level, sub, all and the tree of categories. */
  readonly categories: () => Promise<CategoryLists>;
  /** Every badge a creator can hold. */
  readonly badges: () => Promise<readonly Badge[]>;
  /** Every brand creators may say they follow. */
  readonly brands: () => Promise<readonly Brand[]>;

  constructor({ db, cache }: ReferenceDeps) {
    const reference = new ReferenceRepository(db);
    this.categories = cache.single(CACHE_TOPICS.categories, async () => Object.freeze(categoryLists(await reference.categories())));
    this.badges = cache.single(CACHE_TOPICS.badges, async () => Object.freeze((await reference.badges()).sort(byPtBrName)));
    this.brands = cache.single(CACHE_TOPICS.brands, async () => Object.freeze((await reference.brands()).sort(byPtBrName)));
  }
}
