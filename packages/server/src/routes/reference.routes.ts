import { ROUTES } from '@publi/contract';
import { ReferenceService } from '../reference/reference.service.js';
import { toBadgesWire, toBrandsWire, toCategoryListsWire } from '../reference/to-reference-wire.js';
import type { AreaRoutes } from './area-routes.js';

/** The reference lists the client loads at start: badges, categories, brands. Public, and from the replica's cache. */
export const registerReferenceRoutes: AreaRoutes = (route, deps) => {
  const reference = new ReferenceService(deps);
  const categories = async () => toCategoryListsWire(await reference.categories());
  route(ROUTES.listBadges, async () => toBadgesWire(await reference.badges()));
  route(ROUTES.listCategories, async () => (await categories()).topLevel);
  route(ROUTES.listSubCategories, async () => (await categories()).sub);
  route(ROUTES.listAllCategories, async () => (await categories()).all);
  route(ROUTES.listCategoriesWithChildren, async () => (await categories()).tree);
  route(ROUTES.listBrandsFollowed, async () => toBrandsWire(await reference.brands()));
};
