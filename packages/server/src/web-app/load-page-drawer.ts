import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { DrawPage, PageDrawing } from './drawn-pages.js';

/** Where the web's build puts the server's drawing of pages, beside `dist`: `dist-server/render-public-page.js`. */
export function pageDrawerPath(webDir: string): string {
  return join(webDir, '..', 'dist-server', 'render-public-page.js');
}

/** What the server reads of Vite's manifest: each source's built file. */
type ViteManifest = Readonly<Record<string, { readonly file: string }>>;

/**
 * The web's `renderPublicPage`, loaded from its build (a file, not a package: the server does
 * not depend on the web app's code, only on what its build put on disk), with the address of
 * the built `boot.ts` from the build's manifest. Undefined when that build is not there
 * (`pnpm dev`'s Vite, an API-only deployment): the browser then draws every page.
 */
export async function loadPageDrawing(webDir: string): Promise<PageDrawing | undefined> {
  const path = pageDrawerPath(webDir);
  const manifestPath = join(webDir, '.vite', 'manifest.json');
  if (!existsSync(path) || !existsSync(manifestPath)) return undefined;
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as ViteManifest;
  const boot = manifest['src/boot.ts']?.file;
  const module = (await import(pathToFileURL(path).href)) as { readonly renderPublicPage?: DrawPage };
  if (boot === undefined || typeof module.renderPublicPage !== 'function') throw new Error(`${webDir} is an older build than this server: rebuild the web app`);
  return { draw: module.renderPublicPage, bootScript: `/${boot}` };
}
