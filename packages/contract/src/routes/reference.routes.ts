import { z } from 'zod';
import { defineRoute } from '../route-contract.js';
import { PUBLIC_READ_ADDRESSES } from './public-read-addresses.js';
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
    ...PUBLIC_READ_ADDRESSES.listBadges,
    auth: 'none',
    summary: 'Lista os selos que um criador pode ter.',
    tag,
    response: z.array(badgeSchema),
  }),
  listCategories: defineRoute({
    ...PUBLIC_READ_ADDRESSES.listCategories,
    auth: 'none',
    summary: 'Lista as categorias principais.',
    tag,
    response: z.array(categorySchema),
  }),
  listSubCategories: defineRoute({
    ...PUBLIC_READ_ADDRESSES.listSubCategories,
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
    ...PUBLIC_READ_ADDRESSES.listCategoriesWithChildren,
    auth: 'none',
    summary: 'Lista as categorias principais com as subcategorias de cada uma.',
    tag,
    response: z.array(categoryWithChildrenSchema),
  }),
  listBrandsFollowed: defineRoute({
    ...PUBLIC_READ_ADDRESSES.listBrandsFollowed,
    auth: 'none',
    summary: 'Lista as marcas que os criadores podem dizer que seguem.',
    tag,
    response: z.array(brandSchema),
  }),
};
