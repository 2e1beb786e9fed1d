import type { Queryable } from '../db/database.js';
import { badges, brands, categories } from '../db/schema.js';
import type { Badge, Brand, Category } from './reference.js';

/**
 * The reference lists in PostgreSQL (`categories`, `badges`, `brands`): a few dozen rows each,
 * read whole. Unordered: the service sorts by pt-BR name (see `by-pt-br-name.ts`).
 */
export class ReferenceRepository {
  constructor(private readonly db: Queryable) {}

  /** Every category, top-level and sub-categories alike. */
  categories(): Promise<Category[]> {
    return this.db.select({ id: categories.id, name: categories.name, slug: categories.slug, parentId: categories.parentId }).from(categories);
  }

  /** Every badge. */
  badges(): Promise<Badge[]> {
    return this.db.select({ id: badges.id, name: badges.name, icon: badges.icon }).from(badges);
  }

  /** Every brand. */
  brands(): Promise<Brand[]> {
    return this.db.select({ id: brands.id, name: brands.name, image: brands.image }).from(brands);
  }
}
