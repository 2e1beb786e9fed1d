import { ROUTES } from '@publi/contract';
import type { RegisteredRoute } from './route-census.js';

/** Stands for every file of the web build: `fastify-static` registers one route per file found at start. */
export const WEB_BUILD_FILES = 'GET /<each file of the web build>';

/**
 * Every HTTP route the server registers outside the contract's `ROUTES`, and the spec in
 * `src/authorization/` holding its rows of the authorization table (the contract's own routes are
 * in `authorization-table.int.spec.ts`). Keys are `METHOD pattern` as Fastify registers them.
 * A route added without a row here fails `every-route-has-a-row.int.spec.ts`; the HEAD twin
 * Fastify adds to each GET runs the GET's handler, so the GET's rows cover it.
 */
export const OUTSIDE_CONTRACT_ROUTES = {
  // The sandbox provider's own site: its checkout's card tokenizer and "simular pagamento" (demo mode only).
  'POST /sandbox/cartoes': 'outside-contract-routes.int.spec.ts',
  'POST /sandbox/pix/:txid/pagamento': 'outside-contract-routes.int.spec.ts',
  'GET /api/docs/openapi.json': 'outside-contract-routes.int.spec.ts',
  // SPEC's spelling of `exportCreatorProjects`, with a trailing slash: the same handler, registered a second time.
  'GET /api/project/export/creators/': 'outside-contract-routes.int.spec.ts',
  // The local blob store's files, and its photos resized for `srcset`.
  'GET /api/uploads/*': 'outside-contract-files.int.spec.ts',
  'GET /api/images/:width/*': 'outside-contract-files.int.spec.ts',
  // The operator's series (issue 40): open in demo, behind METRICS_TOKEN (or on METRICS_PORT) in production.
  'GET /metrics': 'outside-contract-metrics.int.spec.ts',
  // The web app, when a build is given: creator pages with their previews, and the build's files.
  'GET /creator/:idOrSlug': 'outside-contract-web-app.int.spec.ts',
  [WEB_BUILD_FILES]: 'outside-contract-web-app.int.spec.ts',
} as const;

/** One route outside the contract, as `OUTSIDE_CONTRACT_ROUTES` names it. */
export type OutsideContractRoute = keyof typeof OUTSIDE_CONTRACT_ROUTES;

const CONTRACT_ROUTES: ReadonlySet<string> = new Set(Object.values(ROUTES).map((route) => `${route.method} /api${route.path}`));
const OUTSIDE: ReadonlySet<string> = new Set(Object.keys(OUTSIDE_CONTRACT_ROUTES));

/**
 * The registered routes that have no row anywhere: neither a contract route nor listed in
 * {@link OUTSIDE_CONTRACT_ROUTES}. `webBuildFiles` are the paths of the build the app was given.
 */
export function routesWithoutRow(routes: readonly RegisteredRoute[], webBuildFiles: readonly string[]): RegisteredRoute[] {
  const registered = new Set(routes.map(({ method, url }) => `${method} ${url}`));
  const hasRow = (key: string, url: string) => CONTRACT_ROUTES.has(key) || OUTSIDE.has(key) || (key.startsWith('GET ') && webBuildFiles.includes(url));
  return routes.filter(({ method, url }) => {
    // Fastify's HEAD twin of a GET route: covered by the GET's row. A HEAD route of its own is not.
    if (method === 'HEAD' && registered.has(`GET ${url}`)) return !hasRow(`GET ${url}`, url);
    return !hasRow(`${method} ${url}`, url);
  });
}
