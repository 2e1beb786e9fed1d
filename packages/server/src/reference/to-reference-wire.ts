import type { AnyCategoryWire, BadgeWire, BrandWire, CategoryWire, CategoryWithChildrenWire, SubCategoryWire } from '@publi/contract';
import { unchanging } from '../cache/unchanging.js';
import type { Badge, Brand, Category, CategoryLists } from './reference.js';

/** The category lists in wire names, one per route. */
export interface CategoryListsWire {
  readonly topLevel: CategoryWire[];
  readonly sub: SubCategoryWire[];
  readonly all: AnyCategoryWire[];
  readonly tree: CategoryWithChildrenWire[];
}

/**
 * `map`, answering the same (frozen, `unchanging`) wire object for the same list: the service's
 * cache hands back one object until a write clears it, so each answer's JSON, ETag and
 * compressed bytes are made once per load, as when the cache held the wire answers.
 */
function keptPerList<From extends object, To extends object>(map: (from: From) => To): (from: From) => To {
  const made = new WeakMap<From, To>();
  return (from) => {
    const kept = made.get(from);
    if (kept !== undefined) return kept;
    const wire = unchanging(map(from));
    made.set(from, wire);
    return wire;
  };
}

const plain = (category: Category): CategoryWire => ({ id: category.id, name: category.name, slug: category.slug });

/** The category lists in wire names (route layer only). */
export const toCategoryListsWire = keptPerList(
  (lists: CategoryLists): CategoryListsWire => ({
    topLevel: unchanging(lists.topLevel.map(plain)),
    sub: unchanging(lists.sub.map((category) => ({ ...plain(category), parent_id: category.parentId }))),
    all: unchanging(lists.all.map((category) => ({ ...plain(category), parent_id: category.parentId }))),
    tree: unchanging(lists.tree.map(({ category, children }) => ({ ...plain(category), children: children.map(plain) }))),
  }),
);

/** The badges in wire names (route layer only). */
export const toBadgesWire = keptPerList((badges: readonly Badge[]): BadgeWire[] => badges.map(({ id, name, icon }) => ({ id, name, icon })));

/** The brands in wire names (route layer only). */
export const toBrandsWire = keptPerList((brands: readonly Brand[]): BrandWire[] => brands.map(({ id, name, image }) => ({ id, name, image })));
