import { readFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import { API_ERRORS, apiError } from '@publi/contract';
import type { FastifyInstance } from 'fastify';
import type { NotFoundFallback } from '../http/error-handler.js';
import { renderIndexHtml } from './render-index-html.js';
import type { WebAppRuntimeConfig } from './web-app-runtime-config.js';

/** The built web app (Vite's `dist`) and the configuration its pages get. */
export interface WebAppOptions {
  readonly dir: string;
  readonly config: WebAppRuntimeConfig;
}

/** The web app ready to serve: its files, and its pages for every path no route matched. */
export interface WebApp {
  /** Registers the build's files (index.html aside) on `app`. */
  registerFiles(app: FastifyInstance): Promise<void>;
  /** Answers `index.html` to a page the client router owns, 404 to a missing asset; leaves API paths to the API. */
  readonly notFoundFallback: NotFoundFallback;
}

// Vite names everything under assets/ by its content hash: a name never changes meaning.
const IMMUTABLE = 'public, max-age=31536000, immutable';
// Other files (index.html, favicon, robots.txt) keep their names across deploys: revalidate.
const REVALIDATE = 'no-cache';
// A file-like name under /assets/ that is not in the build is a stale or wrong link, not a page.
const ASSET_FILE = /^\/assets\/.*\.[A-Za-z0-9]+$/;

const isApiPath = (path: string): boolean => path === '/api' || path.startsWith('/api/');

/**
 * Reads the build's `index.html` once and renders the configuration into it, so every page
 * load answers the same cached string. The files are listed once at start (`wildcard: false`):
 * a build is never changed under a running server, and unknown paths cost no disk look-up.
 *
 * @throws Error when `dir` has no `index.html`.
 */
export async function openWebApp(options: WebAppOptions): Promise<WebApp> {
  const root = resolve(options.dir);
  const page = renderIndexHtml(await readFile(join(root, 'index.html'), 'utf8'), options.config);
  return {
    registerFiles: async (app) => {
      await app.register(fastifyStatic, {
        root,
        prefix: '/',
        decorateReply: false,
        wildcard: false,
        index: false,
        // index.html only ever goes out rendered, through the fallback.
        globIgnore: ['index.html'],
        dotfiles: 'ignore',
        cacheControl: false,
        setHeaders: (response, path) => {
          const hashed = resolve(path).startsWith(join(root, 'assets') + sep);
          response.setHeader('Cache-Control', hashed ? IMMUTABLE : REVALIDATE);
        },
      });
    },
    notFoundFallback: (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
      const path = request.url.split('?', 1)[0] ?? '/';
      if (isApiPath(path)) return undefined;
      if (ASSET_FILE.test(path)) return reply.code(API_ERRORS.NOT_FOUND.status).send(apiError('NOT_FOUND'));
      return reply.code(200).header('Cache-Control', REVALIDATE).type('text/html; charset=utf-8').send(page);
    },
  };
}
