import { IMAGE_WIDTHS, RATE_LIMIT_CLASSES, ROUTES, type RateLimitClass } from '@publi/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing.js';
import { aWebBuild, type WebBuild } from '../../test-support/web-build.builder.js';
import { everyBudget } from './rate-limit-settings.js';

// Each budget SECURITY.md lists, used up on a route that counts against it: two calls pass, the
// third is refused with 429 and `Retry-After`. Calls carry no token, so each counts against the
// test's address, once per budget. A budget added without a route here is a type error.
const LIMIT = 2;
let build: WebBuild;
let testApp: TestApp;

beforeAll(async () => {
  build = await aWebBuild();
  const webApp = { ...build.options, drawing: { draw: () => Promise.resolve('<h1>Desenhada</h1>'), bootScript: '/assets/boot.js', takeOverFiles: () => [] } };
  testApp = await startTestApp({ webApp, rateLimits: everyBudget({ max: LIMIT, windowMs: 60_000 }) });
});

afterAll(async () => {
  await testApp.close();
  await build.remove();
});

const api = (route: { readonly method: NonNullable<InjectOptions['method']>; readonly path: string }, query = ''): InjectOptions => ({
  method: route.method,
  url: `/api${route.path.replace(/:[a-z_]+/g, '1')}${query}`,
});

const REPRESENTATIVE: Readonly<Record<RateLimitClass, InjectOptions>> = {
  'account-creation': api(ROUTES.createUser),
  chat: api(ROUTES.postChatMessage),
  payment: api(ROUTES.createPayment),
  webhook: api(ROUTES.paymentWebhook),
  write: api(ROUTES.updateUser),
  read: api(ROUTES.getUserByExternalId, '?external_id=ninguem'),
  page: { method: 'GET', url: '/creator/ninguem-por-aqui' },
  file: { method: 'GET', url: `/api/images/${String(IMAGE_WIDTHS[0])}/profile/nenhuma.png` },
};

describe('every budget runs out', () => {
  it.each(RATE_LIMIT_CLASSES.map((budget) => [budget, REPRESENTATIVE[budget]] as const))('%s: refuses the call past its limit with 429 and Retry-After', async (_budget, request) => {
    const statuses: number[] = [];
    for (let call = 0; call < LIMIT; call += 1) statuses.push((await testApp.app.inject(request)).statusCode);
    expect(statuses).not.toContain(429);
    const refused = await testApp.app.inject(request);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
