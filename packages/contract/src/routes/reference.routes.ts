import { z } from 'zod';
import { defineRoute } from '../route-contract.js';
import {
  anyCategorySchema,
  badgeSchema,
  brandSchema,
  categorySchema,
  categoryWithChildrenSchema,
  subCategorySchema,
} from '../schemas/reference.schema.js';

const tag = 'Reference data';

/** The lists the client loads at start (SPEC section 3), public and cacheable. */
export const referenceRoutes = {
  listBadges: defineRoute({
    method: 'GET',
    path: '/badge',
    auth: 'none',
    summary: 'Lista os selos que um criador pode ter.',
    tag,
    response: z.array(badgeSchema),
  }),
  listCategories: defineRoute({
    method: 'GET',
    path: '/category',
    auth: 'none',
    summary: 'Lista as categorias principais.',
    tag,
    response: z.array(categorySchema),
  }),
  listSubCategories: defineRoute({
    method: 'GET',
    path: '/category/sub',
    auth: 'none',
    summary: 'Lista as subcategorias, cada uma com a categoria a que pertence.',
    tag,
    response: z.array(subCategorySchema),
  }),
  listAllCategories: defineRoute({
    method: 'GET',
    path: '/category/all',
    auth: 'none',
    summary: 'Lista todas as categorias; as principais têm parent_id null.',
    tag,
    response: z.array(anyCategorySchema),
  }),
  listCategoriesWithChildren: defineRoute({
    method: 'GET',
    path: '/category/all_with_parent',
    auth: 'none',
    summary: 'Lista as categorias principais com as subcategorias de cada uma.',
    tag,
    response: z.array(categoryWithChildrenSchema),
  }),
  listBrandsFollowed: defineRoute({
    method: 'GET',
    path: '/brands_follow',
    auth: 'none',
    summary: 'Lista as marcas que os criadores podem dizer que seguem.',
    tag,
    response: z.array(brandSchema),
  }),
};
