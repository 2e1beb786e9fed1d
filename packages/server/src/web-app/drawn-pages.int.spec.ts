import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertCreator } from '../test-support/insert-creator.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';
import type { DrawPage } from './drawn-pages.js';
import type { WebAppRuntimeConfig } from './web-app-runtime-config.js';

// As Vite writes it: the app's entry with its chunks preloaded beside it.
const ENTRY = '<script type="module" crossorigin src="/assets/index-abc.js"></script>';
const PRELOADS = '<link rel="modulepreload" crossorigin href="/assets/react-def.js">\n<link rel="modulepreload" crossorigin href="/assets/chakra-ghi.js">';
const INDEX_HTML = `<!doctype html><html><head><title>Publi</title><!--publi-config-->${ENTRY}${PRELOADS}<link rel="stylesheet" crossorigin href="/assets/index-jkl.css"></head><body><div id="root"></div></body></html>`;
const BOOT = '/assets/boot-mno.js';
/** Stands for the build's list of what takes the page at `pathname` over: the entry, a chunk and the page's own. */
const takeOverFiles = (pathname: string) => ['/assets/index-abc.js', '/assets/react-def.js', `/assets/page${pathname.replace(/\W/g, '-')}.js`];
const config: WebAppRuntimeConfig = {
  apiBaseUrl: '/api',
  firebase: { apiKey: 'demo-api-key', authDomain: 'demo-publi.firebaseapp.com', projectId: 'demo-publi' },
  authEmulatorHost: null,
  demoLogins: [],
  mode: 'demo',
  payments: { testEnvironment: false, cards: { kind: 'sandbox', url: '/sandbox' } },
};

/**
 * Stands for the web's drawing (which the server package cannot import): it reads the first
 * page of creators through the `fetch` it is handed, as the landing page does, and draws their
 * names. `failOn` makes the drawing of one address throw.
 */
let failOn: string | null = null;
const drawPage = vi.fn<DrawPage>(async ({ url, fetch }) => {
  const { pathname, search } = new URL(url);
  if (pathname + search === failOn) throw new Error('the drawing broke');
  const answer = (await (await fetch('/api/account/creator/filter')).json()) as { data: { creators: { name: string }[] } };
  return `<h1>Desenhada ${pathname}${search}</h1><ul>${answer.data.creators.map((creator) => `<li>${creator.name}</li>`).join('')}</ul>`;
});

let testApp: TestApp;
let dir: string;
let slug: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'publi-drawn-'));
  await writeFile(join(dir, 'index.html'), INDEX_HTML);
  testApp = await startTestApp({ webApp: { dir, config, drawing: { draw: drawPage, bootScript: BOOT, takeOverFiles } } });
  slug = (await insertCreator(testApp.db, { name: 'Ana Desenhada', followers: 50_000 })).slug;
});

afterAll(async () => {
  await testApp.close();
  await rm(dir, { recursive: true, force: true });
});

const get = (url: string, cookie?: string) => testApp.app.inject({ method: 'GET', url, headers: cookie === undefined ? {} : { cookie } });
const drawingsOf = (address: string) => drawPage.mock.calls.filter(([request]) => request.url.endsWith(address)).length;

describe('the pages the server draws for a first visit', () => {
  it.each(['/', '/busca?pagina=2'])('draws %s into #root with the creators its reads found, through the API', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    // The app's files for the page to fetch once it is idle: the path's, whatever the query.
    const prefetch = takeOverFiles(new URL(url, 'http://x').pathname).join(' ');
    expect(response.body).toContain(`<div id="root" data-drawn="/assets/index-abc.js" data-prefetch="${prefetch}"><h1>Desenhada ${url}</h1>`);
    expect(response.body).toContain('<li>Ana Desenhada</li>');
    // About a kilobyte of script until the page is used: the start-up script, not the app and its chunks.
    expect(response.body).toContain(`<script type="module" crossorigin src="${BOOT}"></script>`);
    expect(response.body).not.toContain(ENTRY);
    expect(response.body).not.toContain('modulepreload');
    expect(response.body).toContain('index-jkl.css');
    expect(response.headers['vary']).toContain('Cookie');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it("draws a creator's profile with its preview tags, and a creator nobody can see with 404", async () => {
    const profile = await get(`/creator/${slug}`);
    expect(profile.statusCode).toBe(200);
    expect(profile.body).toContain(`data-drawn="/assets/index-abc.js" data-prefetch="${takeOverFiles(`/creator/${slug}`).join(' ')}"><h1>Desenhada /creator/${slug}</h1>`);
    expect(profile.body).toContain('og:title');
    const missing = await get('/creator/ninguem-aqui');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('/assets/page-creator-ninguem-aqui.js"><h1>Desenhada /creator/ninguem-aqui</h1>');
  });

  it('leaves the page to the browser for a visitor who may be signed in, and for pages it does not draw', async () => {
    const before = drawPage.mock.calls.length;
    const signedIn = await get('/', 'tema=claro; userToken=abc.def.ghi');
    expect(signedIn.body).toContain('<div id="root"></div>');
    expect(signedIn.body).toContain(ENTRY);
    expect((await get('/carrinho')).body).toContain('<div id="root"></div>');
    expect(drawPage.mock.calls.length).toBe(before);
  });

  it('keeps a drawing until a write to creators clears it', async () => {
    await get('/busca?pagina=3');
    await get('/busca?pagina=3');
    expect(drawingsOf('/busca?pagina=3')).toBe(1);
    await insertCreator(testApp.db, { name: 'Bia Recém-Chegada', followers: 90_000_000 });
    await expect.poll(async () => (await get('/busca?pagina=3')).body, { timeout: 2_000, interval: 10 }).toContain('<li>Bia Recém-Chegada</li>');
  });

  it('draws an address once, whatever else its query says', async () => {
    await get('/');
    const before = drawingsOf('internal/');
    await get('/?utm_source=instagram');
    await get('/?x=2');
    expect(drawingsOf('internal/')).toBe(before);
    expect((await get('/?x=3')).body).toContain('<h1>Desenhada /</h1>');
  });

  it('serves the page undrawn when the drawing fails, so the browser draws it', async () => {
    failOn = '/busca?pagina=9';
    try {
      const response = await get('/busca?pagina=9');
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).toContain(ENTRY);
    } finally {
      failOn = null;
    }
  });

  // SPEC.md: "Each page marks the document body with its lowercased path name." In the HTML as
  // sent, so the mark is there before any script runs (and on a first visit that never loads the app).
  it('marks the body of /, /busca and /creator/... with the path name, drawn or not', async () => {
    const bodyTagOf = async (url: string, cookie?: string) => /<body[^>]*>/.exec((await get(url, cookie)).body)?.[0];
    expect(await bodyTagOf('/')).toBe('<body class="landing">');
    expect(await bodyTagOf('/busca?pagina=2')).toBe('<body class="busca">');
    expect(await bodyTagOf(`/creator/${slug}`)).toBe('<body class="creator">');
    expect(await bodyTagOf('/creator/ninguem-aqui')).toBe('<body class="creator">');
    expect(await bodyTagOf('/', 'userToken=abc.def.ghi')).toBe('<body class="landing">');
  });
});
