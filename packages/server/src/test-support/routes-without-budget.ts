import type { RegisteredRoute } from './route-census.js';

/** The one route no budget counts: load balancers call the health check at their own pace (SECURITY.md). */
export const UNLIMITED_ROUTES: ReadonlySet<string> = new Set(['GET /api/health', 'HEAD /api/health']);

/** The registered routes that count against no rate-limit budget and are not the health check. */
export function routesWithoutBudget(routes: readonly RegisteredRoute[]): RegisteredRoute[] {
  return routes.filter((route) => route.budget === undefined && !UNLIMITED_ROUTES.has(`${route.method} ${route.url}`));
}
