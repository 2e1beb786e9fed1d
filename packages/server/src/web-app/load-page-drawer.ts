import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { DrawPage, PageDrawing } from './drawn-pages.js';
import { takeOverFiles, type ViteManifest } from './take-over-files.js';

/** Where the web's build puts the server's drawing of pages, beside `dist`: `dist-server/render-public-page.js`. */
export function pageDrawerPath(webDir: string): string {
  return join(webDir, '..', 'dist-server', 'render-public-page.js');
}

/** What the web's server build exports: the drawing, and which sources take a drawn page over. */
interface PageDrawerModule {
  readonly renderPublicPage?: DrawPage;
  readonly takeOverSources?: (pathname: string) => readonly string[];
}

/**
 * The web's `renderPublicPage`, loaded from its build (a file, not a package: the server does
 * not depend on the web app's code, only on what its build put on disk), with the address of
 * the built `boot.ts` and the files that take each drawn page over, from the build's manifest.
 * Undefined when that build is not there (`pnpm dev`'s Vite, an API-only deployment): the
 * browser then draws every page.
 */
export async function loadPageDrawing(webDir: string): Promise<PageDrawing | undefined> {
  const path = pageDrawerPath(webDir);
  const manifestPath = join(webDir, '.vite', 'manifest.json');
  if (!existsSync(path) || !existsSync(manifestPath)) return undefined;
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as ViteManifest;
  const boot = manifest['src/boot.ts']?.file;
  const { renderPublicPage, takeOverSources } = (await import(pathToFileURL(path).href)) as PageDrawerModule;
  if (boot === undefined || typeof renderPublicPage !== 'function' || typeof takeOverSources !== 'function') throw new Error(`${webDir} is an older build than this server: rebuild the web app`);
  return {
    draw: renderPublicPage,
    bootScript: `/${boot}`,
    takeOverFiles: (pathname) => takeOverFiles(manifest, takeOverSources(pathname), ['src/boot.ts']),
  };
}
