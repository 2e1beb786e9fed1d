import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCreator } from '../test-support/insert-creator.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';
import type { WebAppRuntimeConfig } from './web-app-runtime-config.js';

// As long as the real page (over 1 KiB, where compression starts), with its description.
const DESCRIPTION = 'Faça parte da comunidade de criadores da Publi. '.repeat(25);
const INDEX_HTML = `<!doctype html><html><head><title>Publi</title><meta name="description" content="${DESCRIPTION}"><!--publi-config--></head><body><div id="root"></div></body></html>`;
const ASSET_JS = 'console.log("publi");';
// A chunk as the build leaves it: with its brotli and gzip variants beside it (precompress-plugin.ts).
const BIG_JS = 'export const criadores = ["Ana", "Bruno", "Carla"];\n'.repeat(400);

const config: WebAppRuntimeConfig = {
  apiBaseUrl: '/api',
  // A hostile value: it must stay a string, not end the script element.
  firebase: { apiKey: '</script><script>alert(1)</script>', authDomain: 'demo-publi.firebaseapp.com', projectId: 'demo-publi' },
  authEmulatorHost: '127.0.0.1:9099',
  demoLogins: [{ kind: 'brand', email: 'marca@publi.demo', password: 'publi-demo-123' }],
  mode: 'demo',
  payments: { testEnvironment: false, cards: { kind: 'sandbox', url: '/sandbox' } },
};

let testApp: TestApp;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'publi-web-'));
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, 'index.html'), INDEX_HTML);
  await writeFile(join(dir, 'assets', 'app-abc123.js'), ASSET_JS);
  await writeFile(join(dir, 'assets', 'big-def456.js'), BIG_JS);
  await writeFile(join(dir, 'assets', 'big-def456.js.br'), brotliCompressSync(BIG_JS));
  await writeFile(join(dir, 'assets', 'big-def456.js.gz'), gzipSync(BIG_JS));
  await writeFile(join(dir, 'robots.txt'), 'User-agent: *\n');
  // Behind one proxy, whose X-Forwarded-Proto says the visitor came over https.
  testApp = await startTestApp({ webApp: { dir, config }, trustProxy: 1 });
});

afterAll(async () => {
  await testApp.close();
  await rm(dir, { recursive: true, force: true });
});

const get = (url: string, method: 'GET' | 'HEAD' = 'GET'): Promise<LightMyRequestResponse> => testApp.app.inject({ method, url });
const getEncoded = (url: string, acceptEncoding: string): Promise<LightMyRequestResponse> =>
  testApp.app.inject({ method: 'GET', url, headers: { 'accept-encoding': acceptEncoding } });

/** The configuration as the browser would see it: the data block's JSON, parsed. */
function injectedConfig(html: string): unknown {
  const match = /<script type="application\/json" id="publi-config">(.*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error(`no configuration script in ${html}`);
  return JSON.parse(match[1]);
}

describe('the web app served beside the API', () => {
  it.each(['/', '/busca?estado=PE', '/index.html', '/contratos/12'])('answers %s with the page and its configuration', async (url) => {
    const response = await get(url);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain('<!--publi-config-->');
    expect(injectedConfig(response.body)).toEqual(config);
  });

  it('answers a page path that cannot be decoded with the page, so the app shows its not-found screen', async () => {
    const response = await get('/%E0');

    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
  });

  it('answers an API path that cannot be decoded with the contract\'s 400 body', async () => {
    const response = await get('/api/%E0');

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'REQUEST.INVALID', message: 'Alguns campos estão inválidos. Confira e tente de novo.' } });
  });

  it('keeps a hostile configuration value inside the script', async () => {
    const { body } = await get('/');

    expect(body.match(/<\/script>/g)).toHaveLength(1);
    expect(body).not.toContain('<script>alert(1)');
  });

  it('answers HEAD for a page like GET, without a body', async () => {
    const response = await get('/busca', 'HEAD');

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toBe('');
  });

  it("carries the landing page's title, description and Open Graph tags in the HTML, for previews and crawlers", async () => {
    const { body } = await get('/');

    expect(body).toContain('<title>Criadores e marcas | Publi</title>');
    expect(body).toMatch(/<meta name="description" content="Encontre criadores de conteúdo de todo o Brasil[^"]*">/);
    expect(body).toContain('<meta property="og:title" content="Criadores e marcas | Publi">');
    expect(body).toContain('<meta property="og:locale" content="pt_BR">');
    expect(body.match(/<meta name="description"/g)).toHaveLength(1);
  });

  it("answers a creator's page, by slug or id, with the creator's title, description and photo, escaped", async () => {
    const creator = await insertCreator(testApp.db, { name: 'Ana "Praia" <Silva>', image: '/api/uploads/profile/ana.webp', city: 'Recife', state: 'PE' });

    for (const path of [`/creator/${creator.slug}`, `/creator/${String(creator.creatorId)}`]) {
      const response = await testApp.app.inject({ method: 'GET', url: path, headers: { host: 'publi.example', 'x-forwarded-proto': 'https' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<title>Ana &quot;Praia&quot; &lt;Silva&gt; | Publi</title>');
      expect(response.body).toContain('<meta property="og:type" content="profile">');
      expect(response.body).toContain('<meta property="og:image" content="https://publi.example/api/uploads/profile/ana.webp">');
      expect(response.body).toContain(`<link rel="canonical" href="https://publi.example/creator/${creator.slug}">`);
      expect(response.body).toMatch(/<meta name="description" content="Ana &quot;Praia&quot; &lt;Silva&gt; na Publi[^"]* em Recife\/PE\./);
      expect(response.body).not.toContain('<Silva>');
      expect(injectedConfig(response.body)).toEqual(config);
    }
  });

  it('answers a creator nobody can see with the plain page and 404, so crawlers drop it and the app says so', async () => {
    const response = await get('/creator/nao-existe');

    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).toContain('<title>Criadores e marcas | Publi</title>');
  });

  it('serves hashed assets cached for a year', async () => {
    const response = await get('/assets/app-abc123.js');

    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(ASSET_JS);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each([
    ['br, gzip', 'br', (bytes: Buffer) => brotliDecompressSync(bytes)],
    ['gzip, deflate', 'gzip', (bytes: Buffer) => gunzipSync(bytes)],
  ] as const)('serves a chunk to a browser accepting %s as its %s variant, which reads back the same', async (accepted, encoding, decode) => {
    const response = await getEncoded('/assets/big-def456.js', accepted);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.length).toBeLessThan(BIG_JS.length / 10);
    expect(decode(response.rawPayload).toString('utf8')).toBe(BIG_JS);
  });

  it('serves a chunk whole to a client that accepts no compression', async () => {
    const response = await getEncoded('/assets/big-def456.js', 'identity');

    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(BIG_JS);
  });

  it('compresses the page, configuration included, for a browser that accepts brotli', async () => {
    const response = await getEncoded('/busca', 'gzip, deflate, br');

    expect(response.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(response.rawPayload).toString('utf8');
    expect(html).toContain('<div id="root"></div>');
    expect(injectedConfig(html)).toEqual(config);
  });

  it('compresses the API\'s JSON for a browser that accepts it', async () => {
    for (let index = 0; index < 6; index += 1) await insertCreator(testApp.db);
    const plain = await get('/api/account/creator/filter');
    const response = await getEncoded('/api/account/creator/filter', 'gzip');

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('serves other files of the build, revalidated on every use', async () => {
    const response = await get('/robots.txt');

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers 404 to an asset the build does not have, not the page', async () => {
    const response = await get('/assets/app-old999.js');

    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });

  it.each([
    ['GET', '/api/nope'],
    ['GET', '/api'],
    ['HEAD', '/api/nope/deeper'],
    ['POST', '/creator/12'],
  ] as const)('keeps the JSON 404 for %s %s', async (method, url) => {
    const response = await testApp.app.inject({ method, url });

    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    if (method !== 'HEAD') expect(response.json()).toEqual({ error: { code: 'ROUTE.NOT_FOUND', message: expect.any(String) as string } });
  });

  it('still answers the API', async () => {
    const response = await get('/api/health');

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { status: 'ok' } });
  });
});
