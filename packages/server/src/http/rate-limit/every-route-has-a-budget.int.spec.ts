import { ROUTES } from '@publi/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing.js';
import { routesRegisteredBy, type RegisteredRoute } from '../../test-support/route-census.js';
import { routesWithoutBudget } from '../../test-support/routes-without-budget.js';
import { aWebBuild, type WebBuild } from '../../test-support/web-build.builder.js';

// Issue 37, point 2: SECURITY.md says every route but the health check counts against a budget,
// yet the photos, the uploads, the drawn pages and the OpenAPI document counted against none.
// The route census: every route the app registers, built as fully as it runs (demo mode with the
// sandbox, the uploads and a web build whose pages the server draws), names its budget. A route
// added without one fails here.
let build: WebBuild;
let testApp: TestApp;
let routes: readonly RegisteredRoute[];

beforeAll(async () => {
  build = await aWebBuild();
  const webApp = { ...build.options, drawing: { draw: () => Promise.resolve('<h1>Desenhada</h1>'), bootScript: '/assets/boot.js', takeOverFiles: () => [] } };
  ({ built: testApp, routes } = await routesRegisteredBy(() => startTestApp({ webApp }), (app) => app.app));
});

afterAll(async () => {
  await testApp.close();
  await build.remove();
});

const keyOf = ({ method, url }: RegisteredRoute): string => `${method} ${url}`;

describe('the route census of rate-limit budgets', () => {
  it('sees the contract, the files, the drawn pages and the build, so an empty census cannot pass', () => {
    const registered = new Set(routes.map(keyOf));
    for (const key of ['GET /api/health', `${ROUTES.createPayment.method} /api${ROUTES.createPayment.path}`, 'GET /api/images/:width/*', 'GET /api/uploads/*', 'GET /', 'GET /busca', 'GET /creator/:idOrSlug', 'GET /api/docs/openapi.json', 'GET /metrics']) {
      expect(registered).toContain(key);
    }
    expect(build.files.filter((file) => !registered.has(`GET ${file}`))).toEqual([]);
  });

  it('finds no route without a budget but the health checks', () => {
    expect(routesWithoutBudget(routes)).toEqual([]);
    expect(routes.filter((route) => route.budget === undefined).map(keyOf).sort()).toEqual(['GET /api/health', 'GET /api/health/ready', 'HEAD /api/health', 'HEAD /api/health/ready']);
  });

  it('gives the files, the drawn pages and the OpenAPI document the budgets SECURITY.md lists', () => {
    const budgetOf = (key: string) => routes.find((route) => keyOf(route) === key)?.budget;
    expect(['GET /api/images/:width/*', 'GET /api/uploads/*', `GET ${build.files[0] ?? ''}`].map(budgetOf)).toEqual(['file', 'file', 'file']);
    expect(['GET /', 'HEAD /busca', 'GET /creator/:idOrSlug'].map(budgetOf)).toEqual(['page', 'page', 'page']);
    expect(budgetOf('GET /api/docs/openapi.json')).toBe('read');
    // A scrape reads the database, and the demo leaves it open: a read like any other (a scraper every 15 s spends 4 of 3,000 a minute).
    expect(budgetOf('GET /metrics')).toBe('read');
  });

  it('flags a route added without a budget', () => {
    const added = { method: 'GET', url: '/api/debug/state' };
    expect(routesWithoutBudget([...routes, added])).toEqual([added]);
  });
});
