import { readFile } from 'node:fs/promises';
import { ROUTES } from '@publi/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing.js';
import { OUTSIDE_CONTRACT_ROUTES, routesWithoutRow, WEB_BUILD_FILES } from '../test-support/outside-contract-routes.js';
import { routesRegisteredBy, type RegisteredRoute } from '../test-support/route-census.js';
import { aWebBuild, type WebBuild } from '../test-support/web-build.builder.js';

// The authorization table's completeness guard: every route the built app registers has rows,
// either in the contract's table (authorization-table.int.spec.ts, one row per `ROUTES` entry) or
// in the outside-contract specs listed in OUTSIDE_CONTRACT_ROUTES. The app is built as fully as
// it ever runs: demo mode (which adds "simular pagamento"), the sandbox, the local uploads and a
// web build; production mode is checked too. Adding a route without a row fails here: add the
// route to OUTSIDE_CONTRACT_ROUTES and its rows to the spec named there.

let build: WebBuild;
let testApp: TestApp;
let production: TestApp;
let demoRoutes: readonly RegisteredRoute[];
let productionRoutes: readonly RegisteredRoute[];

beforeAll(async () => {
  build = await aWebBuild();
  ({ built: testApp, routes: demoRoutes } = await routesRegisteredBy(() => startTestApp({ webApp: build.options }), (app) => app.app));
  ({ built: production, routes: productionRoutes } = await routesRegisteredBy(() => startTestApp({ mode: 'production' }), (app) => app.app));
});

afterAll(async () => {
  await production.close();
  await testApp.close();
  await build.remove();
});

const keyOf = ({ method, url }: RegisteredRoute): string => `${method} ${url}`;

describe('every route the app registers has rows in the authorization table', () => {
  it('sees every route of the contract, so an empty census cannot pass for a complete one', () => {
    const registered = new Set(demoRoutes.map(keyOf));
    expect(Object.values(ROUTES).map((route) => `${route.method} /api${route.path}`).filter((key) => !registered.has(key))).toEqual([]);
  });

  it('finds no route without a row in demo mode, with the uploads, the sandbox and a web build', () => {
    expect(routesWithoutRow(demoRoutes, build.files)).toEqual([]);
  });

  it('finds no route without a row in production mode', () => {
    expect(routesWithoutRow(productionRoutes, [])).toEqual([]);
  });

  it('flags a route added without a row, and a HEAD route that is no GET twin', () => {
    const added = [
      { method: 'GET', url: '/api/debug/state' },
      { method: 'POST', url: '/sandbox/reembolso' },
      { method: 'HEAD', url: '/api/uploads-head' },
    ];
    expect(routesWithoutRow([...demoRoutes, ...added], build.files)).toEqual(added);
  });

  it('lists no route the app does not register: no stale row', () => {
    const registered = new Set(demoRoutes.map(keyOf));
    const listed = Object.keys(OUTSIDE_CONTRACT_ROUTES).filter((key) => key !== WEB_BUILD_FILES);
    expect(listed.filter((key) => !registered.has(key))).toEqual([]);
    expect(build.files.filter((file) => !registered.has(`GET ${file}`))).toEqual([]);
  });

  it.each(Object.entries(OUTSIDE_CONTRACT_ROUTES))('%s has its rows in %s', async (route, spec) => {
    const source = await readFile(new URL(spec, import.meta.url), 'utf8');
    expect(source).toContain(`describe('${route}' satisfies OutsideContractRoute`);
  });

  it('leaves only "simular pagamento" and the series (without METRICS_TOKEN) out of production, the web build aside', () => {
    const inProduction = new Set(productionRoutes.map(keyOf));
    const isWebApp = ({ url }: RegisteredRoute) => url === '/creator/:idOrSlug' || build.files.includes(url);
    expect(demoRoutes.filter((route) => !isWebApp(route) && !inProduction.has(keyOf(route))).map(keyOf).sort()).toEqual(['GET /metrics', 'HEAD /metrics', 'POST /sandbox/pix/:txid/pagamento']);
  });
});
