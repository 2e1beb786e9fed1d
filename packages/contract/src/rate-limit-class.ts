import type { RouteContract } from './route-contract.js';
import type { RateLimitClass } from './rate-limit-classes.js';

export { RATE_LIMIT_CLASSES, type RateLimitClass } from './rate-limit-classes.js';

/**
 * The budget a route's calls count against: the route's own `rateLimit`, else `read` for a GET
 * and `write` for the rest; `undefined` for a route never limited (the health check, which load
 * balancers call at their own pace).
 */
export function rateLimitClassOf(route: Pick<RouteContract, 'method' | 'rateLimit'>): RateLimitClass | undefined {
  if (route.rateLimit === 'none') return undefined;
  return route.rateLimit ?? (route.method === 'GET' ? 'read' : 'write');
}
