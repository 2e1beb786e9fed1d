import { z } from 'zod';
import { wireId } from './wire-values.schema.js';

/** A badge a creator can earn; `icon` is an image address. */
export const badgeSchema = z.object({ id: wireId, name: z.string(), icon: z.string() });

/** @see badgeSchema */
export type BadgeWire = z.infer<typeof badgeSchema>;

/** A top-level category (`GET /category`). */
export const categorySchema = z.object({ id: wireId, name: z.string(), slug: z.string() });

/** @see categorySchema */
export type CategoryWire = z.infer<typeof categorySchema>;

/** A sub-category and the category it belongs to (`GET /category/sub`). */
export const subCategorySchema = categorySchema.extend({ parent_id: wireId });

/** @see subCategorySchema */
export type SubCategoryWire = z.infer<typeof subCategorySchema>;

/** Any category, top-level ones with `parent_id: null` (`GET /category/all`). */
export const anyCategorySchema = categorySchema.extend({ parent_id: wireId.nullable() });

/** @see anyCategorySchema */
export type AnyCategoryWire = z.infer<typeof anyCategorySchema>;

/** A top-level category with its sub-categories (`GET /category/all_with_parent`). */
export const categoryWithChildrenSchema = categorySchema.extend({ children: z.array(categorySchema) });

/** @see categoryWithChildrenSchema */
export type CategoryWithChildrenWire = z.infer<typeof categoryWithChildrenSchema>;

/** A brand creators may say they follow (`GET /brands_follow`); `image` is its logo, or `null`. */
export const brandSchema = z.object({ id: wireId, name: z.string(), image: z.string().nullable() });

/** @see brandSchema */
export type BrandWire = z.infer<typeof brandSchema>;
