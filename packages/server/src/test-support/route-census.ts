import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { FastifyInstance, RouteOptions } from 'fastify';

/** One route as Fastify registered it: its method and its full pattern (`/api` prefix included). */
export interface RegisteredRoute {
  readonly method: string;
  readonly url: string;
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
  const seen = new Map<FastifyInstance, RegisteredRoute[]>();
  const watch = (message: unknown) => {
    const instance = (message as { fastify: FastifyInstance }).fastify;
    const routes: RegisteredRoute[] = [];
    seen.set(instance, routes);
    instance.addHook('onRoute', (options: RouteOptions) => {
      for (const method of [options.method].flat()) routes.push({ method, url: options.url });
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
  const routes = seen.get(app);
  if (routes === undefined) throw new Error('the app was not made by build(): its routes were not watched');
  return { built, routes };
}
