import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app/app-deps.js';
import type { RouteRegistrar } from '../http/register-route.js';
import { registerCartRoutes } from './cart.routes.js';
import { registerCreatorProfileRoutes } from './creator-profile.routes.js';
import { registerCreatorSearchRoutes } from './creator-search.routes.js';
import { registerHealthRoutes } from './health.routes.js';
import { registerReferenceRoutes } from './reference.routes.js';
import { registerUploadRoutes } from './upload.routes.js';
import { registerUserRoutes } from './users.routes.js';

/** Every route of the API, area by area. Each area's file registers its own routes. */
export function registerApiRoutes(route: RouteRegistrar, deps: AppDeps, api: FastifyInstance): void {
  registerHealthRoutes(route, deps, api);
  registerUserRoutes(route, deps, api);
  registerCreatorProfileRoutes(route, deps, api);
  registerReferenceRoutes(route, deps);
  registerCreatorSearchRoutes(route, deps);
  registerCartRoutes(route, deps);
  registerUploadRoutes(route, deps, api);
}
