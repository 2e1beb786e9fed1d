import type { HttpMethod } from '../route-contract.js';

/** Where a route is: what a caller needs to reach it, without its schemas. */
export interface RouteAddress {
  readonly method: HttpMethod;
  readonly path: string;
}

/**
 * The reads a first visit makes (search, typeahead, profiles, reference lists), by the name
 * of their route in `ROUTES`, which takes its method and path from here. This module holds
 * no schema, so a web page can call these routes without loading zod and the contract's
 * schemas (the light transport of `@publi/adapters-http`).
 */
export const PUBLIC_READ_ADDRESSES = {
  filterCreators: { method: 'POST', path: '/account/creator/filter' },
  countFilteredCreators: { method: 'GET', path: '/account/creator/filter/count' },
  getFilteredPriceRange: { method: 'GET', path: '/account/creator/filter/price-range' },
  countCreators: { method: 'GET', path: '/account/creator/count' },
  searchCreatorsTypeahead: { method: 'GET', path: '/account/creator/search' },
  getCreatorDetails: { method: 'GET', path: '/account/creator/details' },
  getCreatorBySlug: { method: 'GET', path: '/account/creator/slug' },
  listBadges: { method: 'GET', path: '/badge' },
  listCategories: { method: 'GET', path: '/category' },
  listSubCategories: { method: 'GET', path: '/category/sub' },
  listCategoriesWithChildren: { method: 'GET', path: '/category/all_with_parent' },
  listBrandsFollowed: { method: 'GET', path: '/brands_follow' },
} as const satisfies Readonly<Record<string, RouteAddress>>;

/** The name of a route in {@link PUBLIC_READ_ADDRESSES}. */
export type PublicReadName = keyof typeof PUBLIC_READ_ADDRESSES;
