import type { AnyCategoryWire, CategoryWire, CategoryWithChildrenWire, SubCategoryWire } from '@publi/contract';
import type { Queryable } from '../db/database.js';
import { categories } from '../db/schema.js';
import { byPtBrName } from './by-pt-br-name.js';

/** Every way the API lists categories, each in pt-BR name order. */
export interface CategoryLists {
  /** Top-level categories (`GET /category`). */
  readonly topLevel: CategoryWire[];
  /** Sub-categories with their parent's id (`GET /category/sub`). */
  readonly sub: SubCategoryWire[];
  /** Every category, top-level ones with `parent_id: null` (`GET /category/all`). */
  readonly all: AnyCategoryWire[];
  /** Top-level categories, each with its sub-categories (`GET /category/all_with_parent`). */
  readonly tree: CategoryWithChildrenWire[];
}

/** Reads the categories once (a few dozen rows) and shapes the four lists from them. */
export async function loadCategoryLists(db: Queryable): Promise<CategoryLists> {
  const rows = await db
    .select({ id: categories.id, name: categories.name, slug: categories.slug, parentId: categories.parentId })
    .from(categories);
  const sorted = [...rows].sort(byPtBrName);
  const plain = (row: (typeof rows)[number]): CategoryWire => ({ id: row.id, name: row.name, slug: row.slug });
  const topLevel = sorted.filter((row) => row.parentId === null);
  return {
    topLevel: topLevel.map(plain),
    sub: sorted.flatMap((row) => (row.parentId === null ? [] : [{ ...plain(row), parent_id: row.parentId }])),
    all: sorted.map((row) => ({ ...plain(row), parent_id: row.parentId })),
    tree: topLevel.map((parent) => ({ ...plain(parent), children: sorted.filter((row) => row.parentId === parent.id).map(plain) })),
  };
}
