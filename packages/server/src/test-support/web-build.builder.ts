import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import type { WebAppOptions } from '../web-app/open-web-app.js';

/** A small web build on disk, as Vite leaves it, for the app to serve. */
export interface WebBuild {
  readonly options: WebAppOptions;
  /** The paths its files are served at (index.html goes out only rendered, dotfiles never). */
  readonly files: readonly string[];
  remove(): Promise<void>;
}

const CHUNK = 'export const criadores = ["Ana", "Bia"];\n';

/**
 * A build with the page, a hashed chunk and its brotli variant, robots.txt, and a dotfile that
 * must never be served. `files` is written out by hand, not read from the folder, so a test
 * compares the server's routes with what a build holds rather than with the server's own glob.
 */
export async function aWebBuild(): Promise<WebBuild> {
  const dir = await mkdtemp(join(tmpdir(), 'publi-web-build-'));
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, 'index.html'), '<!doctype html><html><head><title>Publi</title><!--publi-config--></head><body><div id="root"></div></body></html>');
  await writeFile(join(dir, 'assets', 'app-abc123.js'), CHUNK);
  await writeFile(join(dir, 'assets', 'app-abc123.js.br'), brotliCompressSync(CHUNK));
  await writeFile(join(dir, 'robots.txt'), 'User-agent: *\n');
  await writeFile(join(dir, '.env'), 'SECRET=1\n');
  return {
    options: {
      dir,
      config: { apiBaseUrl: '/api', firebase: { apiKey: 'demo-key', authDomain: 'demo-publi.firebaseapp.com', projectId: 'demo-publi' }, authEmulatorHost: null, demoLogins: [], mode: 'demo', payments: { testEnvironment: false, cards: { kind: 'sandbox', url: '/sandbox' } } },
    },
    files: ['/assets/app-abc123.js', '/assets/app-abc123.js.br', '/robots.txt'],
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
