import type { RateLimitClass } from '@publi/contract';
import type { FastifyInstance } from 'fastify';

/**
 * Counts every route registered in `scope` from now on against `budget`, unless the route names
 * its own. For routes a plugin registers (`@fastify/static`, one per file), whose options we do
 * not write: without it they would be the routes no limit reaches.
 */
export function budgetEveryRoute(scope: FastifyInstance, budget: RateLimitClass): void {
  scope.addHook('onRoute', (options) => {
    if (options.config?.rateLimit === undefined) options.config = { ...options.config, rateLimit: budget };
  });
}
