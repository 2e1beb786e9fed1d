import type { RegisteredRoute } from './route-census.js';

/** The routes no budget counts: load balancers call the health checks at their own pace (SECURITY.md). */
export const UNLIMITED_ROUTES: ReadonlySet<string> = new Set(['GET /api/health', 'HEAD /api/health', 'GET /api/health/ready', 'HEAD /api/health/ready']);

/** The registered routes that count against no rate-limit budget and are not the health check. */
export function routesWithoutBudget(routes: readonly RegisteredRoute[]): RegisteredRoute[] {
  return routes.filter((route) => route.budget === undefined && !UNLIMITED_ROUTES.has(`${route.method} ${route.url}`));
}
