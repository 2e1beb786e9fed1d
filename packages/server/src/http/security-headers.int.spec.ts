import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test-support/test-app.js';
import type { WebAppRuntimeConfig } from '../web-app/web-app-runtime-config.js';

const config: WebAppRuntimeConfig = {
  apiBaseUrl: '/api',
  firebase: { apiKey: 'k', authDomain: 'demo-publi.firebaseapp.com', projectId: 'demo-publi' },
  authEmulatorHost: '127.0.0.1:9099',
  demoLogins: [],
  mode: 'demo',
  payments: { testEnvironment: false, cards: { kind: 'sandbox', url: '/sandbox' } },
};

let demo: TestApp;
let production: TestApp;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'publi-headers-'));
  await writeFile(join(dir, 'index.html'), '<!doctype html><html><head><title>Publi</title><!--publi-config--></head><body></body></html>');
  demo = await startTestApp({ webApp: { dir, config } });
  // Cards through Pagar.me: the browser posts the card form to its API, never to Publi.
  const pagarme = { kind: 'pagarme', apiUrl: 'https://api.pagar.me/core/v5', publicKey: 'pk_live_0123456789' } as const;
  production = await startTestApp({ mode: 'production', webApp: { dir, config: { ...config, authEmulatorHost: null, mode: 'production', payments: { testEnvironment: false, cards: pagarme } } } });
});

afterAll(async () => {
  await demo.close();
  await production.close();
  await rm(dir, { recursive: true, force: true });
});

/** The policy's directives by name, as a browser splits the header. */
function directives(response: LightMyRequestResponse): Map<string, string> {
  const header = response.headers['content-security-policy'] ?? '';
  return new Map(header.split(';').map((part) => part.trim()).filter(Boolean).map((part) => [part.split(/\s+/, 1)[0] ?? '', part]));
}

describe('security headers', () => {
  it.each([
    ['a page', '/'],
    ['a page the client router owns', '/busca'],
    ['an API answer', '/api/health'],
    ['an API error', '/api/nowhere'],
  ])('come with %s', async (_what, url) => {
    const response = await demo.app.inject({ method: 'GET', url });
    const policy = directives(response);
    expect(policy.get('script-src')).toBe("script-src 'self'");
    expect(policy.get('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(policy.get('object-src')).toBe("object-src 'none'");
    expect(policy.get('connect-src')).toBe("connect-src 'self' http://127.0.0.1:9099");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('leave out HSTS in demo, served over plain http on this machine', async () => {
    const response = await demo.call({ method: 'GET', path: '/health' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(directives(response).has('upgrade-insecure-requests')).toBe(false);
  });

  it('hold browsers to https for a year in production', async () => {
    const response = await production.call({ method: 'GET', path: '/health' });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(directives(response).has('upgrade-insecure-requests')).toBe(true);
  });

  it("let production's pages reach Pagar.me's API, where the card form goes for a token, and the sandbox's demo nothing new", async () => {
    const page = await production.app.inject({ method: 'GET', url: '/checkout' });
    expect(directives(page).get('connect-src')).toBe("connect-src 'self' https://identitytoolkit.googleapis.com https://securetoken.googleapis.com https://api.pagar.me");
    const demoPage = await demo.app.inject({ method: 'GET', url: '/checkout' });
    expect(directives(demoPage).get('connect-src')).toBe("connect-src 'self' http://127.0.0.1:9099");
  });
});
