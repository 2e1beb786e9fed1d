import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { RateLimitClass } from '@publi/contract';
import type { FastifyInstance, RouteOptions } from 'fastify';

/**
 * One route as Fastify registered it: its method, its full pattern (`/api` prefix included) and
 * the rate-limit budget it counts against, if any.
 */
export interface RegisteredRoute {
  readonly method: string;
  readonly url: string;
  readonly budget?: RateLimitClass;
}

// Fastify announces every new instance here before anything is registered on it: the only way
// to see all of `buildApp`'s routes through `onRoute` without a hook of our own in `buildApp`
// (an `onRoute` hook added after `buildApp` returns would see none of them).
const INITIALIZATION = 'fastify.initialization';

/**
 * Every route the app made by `build` registers, with `onRoute` on the instance from its first
 * moment. `build` answers an object holding the app (a `TestApp`, or the app itself), so a test
 * app's helpers work as usual; other instances made meanwhile are left out.
 */
export async function routesRegisteredBy<Built>(build: () => Promise<Built>, appOf: (built: Built) => FastifyInstance): Promise<{ built: Built; routes: readonly RegisteredRoute[] }> {
  const seen = new Map<FastifyInstance, RouteOptions[]>();
  const watch = (message: unknown) => {
    const instance = (message as { fastify: FastifyInstance }).fastify;
    const routes: RouteOptions[] = [];
    seen.set(instance, routes);
    instance.addHook('onRoute', (options: RouteOptions) => {
      routes.push(options);
    });
  };
  subscribe(INITIALIZATION, watch);
  let built: Built;
  try {
    built = await build();
  } finally {
    unsubscribe(INITIALIZATION, watch);
  }
  const app = appOf(built);
  await app.ready();
  const options = seen.get(app);
  if (options === undefined) throw new Error('the app was not made by build(): its routes were not watched');
  // Read once the app is ready: a scope's own `onRoute` hook (`budgetEveryRoute`) runs after this
  // root one and may still name the route's budget, on the same options object.
  const routes = options.flatMap((route) =>
    [route.method].flat().map((method): RegisteredRoute => {
      const budget = route.config?.rateLimit;
      return budget === undefined ? { method, url: route.url } : { method, url: route.url, budget };
    }),
  );
  return { built, routes };
}
