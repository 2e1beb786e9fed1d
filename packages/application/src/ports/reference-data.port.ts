import type { Badge, Brand, Category, CategoryWithChildren } from '../model/reference-data.model.js';

/** The public reference lists (`/badge`, `/category*`, `/brands_follow`). */
export interface ReferenceDataPort {
  listBadges(): Promise<readonly Badge[]>;
  /** Top-level categories. */
  listCategories(): Promise<readonly Category[]>;
  listSubCategories(): Promise<readonly Category[]>;
  listCategoriesWithChildren(): Promise<readonly CategoryWithChildren[]>;
  listBrands(): Promise<readonly Brand[]>;
}
