import type { FastifyInstance } from 'fastify';
import type { RunningDeps } from '../app/app-deps.js';
import type { ReadCache } from '../cache/read-cache.js';
import type { RouteRegistrar } from '../http/register-route.js';

/**
 * What every `*.routes.ts` exports: one area's routes, registered with the contract-checking
 * `route`, the app's dependencies, and the `/api` scope for the rare plain Fastify route
 * (the OpenAPI document, uploaded files). One signature, so `registerApiRoutes` is a list
 * and a new area adds one line.
 */
export type AreaRoutes = (route: RouteRegistrar, deps: RouteDeps, api: FastifyInstance) => void;

/** The app's running dependencies and what `buildApp` makes once for every area: the replica's cache of hot reads. */
export interface RouteDeps extends RunningDeps {
  readonly cache: ReadCache;
}
