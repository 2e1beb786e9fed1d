import { ROUTES } from '@publi/contract';
import { loadCategoryLists } from '../reference/category-lists.js';
import { listBadges } from '../reference/list-badges.js';
import { listBrands } from '../reference/list-brands.js';
import type { AreaRoutes } from './area-routes.js';

/** The reference lists the client loads at start: badges, categories, brands. Public. */
export const registerReferenceRoutes: AreaRoutes = (route, deps) => {
  const { db } = deps;
  route(ROUTES.listBadges, () => listBadges(db));
  route(ROUTES.listCategories, async () => (await loadCategoryLists(db)).topLevel);
  route(ROUTES.listSubCategories, async () => (await loadCategoryLists(db)).sub);
  route(ROUTES.listAllCategories, async () => (await loadCategoryLists(db)).all);
  route(ROUTES.listCategoriesWithChildren, async () => (await loadCategoryLists(db)).tree);
  route(ROUTES.listBrandsFollowed, () => listBrands(db));
};
