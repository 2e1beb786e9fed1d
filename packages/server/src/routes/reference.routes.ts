import { ROUTES } from '@publi/contract';
import { CachedReferenceLists } from '../reference/cached-reference-lists.js';
import type { AreaRoutes } from './area-routes.js';

/** The reference lists the client loads at start: badges, categories, brands. Public, and from the replica's cache. */
export const registerReferenceRoutes: AreaRoutes = (route, { db, cache }) => {
  const lists = new CachedReferenceLists(db, cache);
  route(ROUTES.listBadges, () => lists.badges());
  route(ROUTES.listCategories, async () => (await lists.categories()).topLevel);
  route(ROUTES.listSubCategories, async () => (await lists.categories()).sub);
  route(ROUTES.listAllCategories, async () => (await lists.categories()).all);
  route(ROUTES.listCategoriesWithChildren, async () => (await lists.categories()).tree);
  route(ROUTES.listBrandsFollowed, () => lists.brands());
};
