import { rm } from 'node:fs/promises';
import { expiredIdTokenFor } from '@publi/auth-emulator';
import { API_ERRORS, ROUTES, type RouteContract } from '@publi/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestIdentity } from '../test-support/test-app.js';

// Sweeps every route of the contract, so a route added tomorrow is held to the same rules:
// no token, a forged token or an expired one is a 401 with the error body, and malformed
// input is a 4xx in pt-BR, never a 5xx.

const allRoutes: readonly RouteContract[] = Object.values(ROUTES);
const withAuth = (auth: RouteContract['auth']) => allRoutes.filter((route) => route.auth === auth);
const jsonBodyRoutes = allRoutes.filter((route) => route.body !== undefined && route.contentType !== 'multipart');
const pathOf = (route: RouteContract) => route.path.replaceAll(/:(\w+)/g, '1');
const label = (route: RouteContract) => `${route.method} ${route.path}`;

let testApp: TestApp;
let person: TestIdentity;

beforeAll(async () => {
  testApp = await startTestApp();
  person = await testApp.signUp();
});
afterAll(async () => {
  await testApp.close();
});

describe('routes that need a signed-in person', () => {
  // A route may name its own answer to a missing token (`missingTokenCode`): a project's details
  // answer SPEC section 5's "id e token são obrigatórios" (400).
  it.each(withAuth('required').map((route) => [label(route), route] as const))('%s answers its no-token error without a token', async (_, route) => {
    const code = route.missingTokenCode ?? 'AUTH.TOKEN_MISSING';
    const response = await testApp.call({ method: route.method, path: pathOf(route) });
    expect(response.statusCode).toBe(API_ERRORS[code].status);
    expect(response.json()).toMatchObject({ error: { code, message: API_ERRORS[code].message } });
  });

  it.each(withAuth('required').map((route) => [label(route), route] as const))('%s answers 401 to an expired token', async (_, route) => {
    const response = await testApp.call({ method: route.method, path: pathOf(route), as: { idToken: expiredIdTokenFor(person.uid) } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: { code: 'AUTH.TOKEN_EXPIRED' } });
  });

  it.each(withAuth('required').map((route) => [label(route), route] as const))('%s answers 401 to a forged token', async (_, route) => {
    const response = await testApp.call({ method: route.method, path: pathOf(route), as: { idToken: 'eyJhbGciOiJub25lIn0.e30.' } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: { code: 'AUTH.TOKEN_INVALID' } });
  });

  it('accepts the bare token as well as "Bearer <token>"', async () => {
    const response = await testApp.call({ method: 'GET', path: '/users/bank_account', headers: { authorization: person.idToken } });
    expect(response.statusCode).not.toBe(401);
  });
});

describe('malformed requests', () => {
  it.each(jsonBodyRoutes.map((route) => [label(route), route] as const))('%s answers 400 in pt-BR to malformed JSON', async (_, route) => {
    const response = await testApp.call({
      method: route.method,
      path: pathOf(route),
      as: person,
      body: '{"name": "Ana",',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'REQUEST.MALFORMED_JSON', message: API_ERRORS['REQUEST.MALFORMED_JSON'].message } });
  });

  it.each(jsonBodyRoutes.map((route) => [label(route), route] as const))('%s answers 4xx, never 5xx, to a body of the wrong type', async (_, route) => {
    const response = await testApp.call({ method: route.method, path: pathOf(route), as: person, body: ['not', 'an', 'object'] });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toHaveProperty('error.code');
  });

  it('refuses a body over the limit with 413', async () => {
    const response = await testApp.call({ method: 'PUT', path: '/account/user', as: person, body: { name: 'x'.repeat(400_000) } });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ error: { code: 'REQUEST.TOO_LARGE' } });
  });

  it('answers an unknown route with the error body', async () => {
    const response = await testApp.call({ method: 'GET', path: '/../../etc/passwd' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'ROUTE.NOT_FOUND' } });
  });
});

describe('health and documentation', () => {
  it('says the process is alive, and ready once the database, identity, storage and queue answer', async () => {
    const alive = await testApp.call({ method: 'GET', path: '/health' });
    expect(alive.statusCode).toBe(200);
    expect(alive.json()).toEqual({ data: { status: 'ok' } });
    const ready = await testApp.call({ method: 'GET', path: '/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ data: { status: 'ok', checks: { database: 'ok', identity: 'ok', storage: 'ok', queue: 'ok' } } });
  });

  it('is not ready, naming the file store alone, once its folder is gone', async () => {
    const withoutFiles = await startTestApp();
    try {
      await rm(withoutFiles.uploadsDir, { recursive: true, force: true });
      const ready = await withoutFiles.call({ method: 'GET', path: '/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ error: { code: 'SERVICE_UNAVAILABLE', fields: { storage: 'O armazenamento de arquivos não respondeu.' } } });
      expect(Object.keys(ready.json<{ error: { fields: object } }>().error.fields)).toEqual(['storage']);
    } finally {
      await withoutFiles.close();
    }
  });

  it('serves an OpenAPI document with every route of the contract', async () => {
    const response = await testApp.call({ method: 'GET', path: '/docs/openapi.json' });
    const document = response.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
    expect(document.openapi).toBe('3.1.0');
    for (const route of allRoutes) {
      const openApiPath = route.path.replaceAll(/:(\w+)/g, '{$1}');
      expect(document.paths[openApiPath]?.[route.method.toLowerCase()], label(route)).toBeDefined();
    }
  });
});
