import { readFile } from 'node:fs/promises';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { join, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import { API_ERRORS, apiError } from '@publi/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ReadCache } from '../cache/read-cache.js';
import { acceptedEncoding, type ContentEncoding } from '../http/accepted-encoding.js';
import { budgetEveryRoute } from '../http/rate-limit/budget-every-route.js';
import type { CreatorDetails, CreatorLookup } from '../creators/creator-profile.js';
import type { NotFoundFallback } from '../http/error-handler.js';
import { creatorPageMeta } from './creator-page-meta.js';
import { pageDrawer, type PageDrawer, type PageDrawing } from './drawn-pages.js';
import { SITE_META, withPageMeta } from './page-meta.js';
import { renderIndexHtml } from './render-index-html.js';
import { withMarkedBody } from './marked-body.js';
import type { WebAppRuntimeConfig } from './web-app-runtime-config.js';

/** The built web app (Vite's `dist`) and the configuration its pages get. */
export interface WebAppOptions {
  readonly dir: string;
  readonly config: WebAppRuntimeConfig;
  /** Draws the pages a first visit opens (the web's `dist-server`); without it the browser draws every page. */
  readonly drawing?: PageDrawing;
}

/** A public creator profile by id or slug, or undefined when there is none to show. */
export type ReadPublicCreator = (lookup: CreatorLookup) => Promise<CreatorDetails | undefined>;

/** The web app ready to serve: its files, and its pages for every path no route matched. */
export interface WebApp {
  /** Registers the build's files (index.html aside) and the pages the server draws on `app`; drawings are kept in `cache`. */
  register(app: FastifyInstance, cache: ReadCache): Promise<void>;
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
 * load answers the same cached string (or its brotli or gzip bytes, made once). The files are listed once at start (`wildcard: false`):
 * a build is never changed under a running server, and unknown paths cost no disk look-up.
 *
 * @throws Error when `dir` has no `index.html`.
 */
export async function openWebApp(options: WebAppOptions, readCreator: ReadPublicCreator): Promise<WebApp> {
  const root = resolve(options.dir);
  const template = renderIndexHtml(await readFile(join(root, 'index.html'), 'utf8'), options.config);
  // Link previews and crawlers read the HTML the server sends, before any script runs.
  const page = withPageMeta(template, SITE_META);
  // The page is the same for every visit: compressed once, at the highest levels.
  const encoded: Readonly<Record<ContentEncoding, Buffer>> = {
    br: brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
    gzip: gzipSync(page, { level: constants.Z_BEST_COMPRESSION }),
  };
  return {
    register: async (app, cache) => {
      const drawer = options.drawing ? pageDrawer(app, options.drawing, options.config, cache) : undefined;
      registerDrawnPages(app, page, drawer);
      registerCreatorPages(app, template, page, readCreator, drawer);
      // In a scope of their own, so the build's files (one route each) count against `file`.
      await app.register(async (scope) => {
        budgetEveryRoute(scope, 'file');
        await scope.register(fastifyStatic, {
          root,
          prefix: '/',
          decorateReply: false,
          wildcard: false,
          index: false,
          // index.html only ever goes out rendered, through the fallback (compressed on the fly).
          globIgnore: ['index.html', 'index.html.br', 'index.html.gz'],
          // The build writes `.br` and `.gz` beside its text files (the web's precompress-plugin):
          // the variant the browser accepts goes out as it is, with `Vary: Accept-Encoding`.
          preCompressed: true,
          dotfiles: 'ignore',
          cacheControl: false,
          setHeaders: (response, path) => {
            const hashed = resolve(path).startsWith(join(root, 'assets') + sep);
            response.setHeader('Cache-Control', hashed ? IMMUTABLE : REVALIDATE);
            // The same address answers brotli, gzip or plain bytes: a cache must key on what was accepted.
            response.setHeader('Vary', 'Accept-Encoding');
          },
        });
      });
    },
    notFoundFallback: (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
      const path = request.url.split('?', 1)[0] ?? '/';
      if (isApiPath(path)) return undefined;
      if (ASSET_FILE.test(path)) return reply.code(API_ERRORS.NOT_FOUND.status).send(apiError('NOT_FOUND'));
      reply.code(200).header('Cache-Control', REVALIDATE).header('Vary', 'Accept-Encoding').type('text/html; charset=utf-8');
      const encoding = acceptedEncoding(request.headers['accept-encoding']);
      return encoding === undefined ? reply.send(page) : reply.header('Content-Encoding', encoding).send(encoded[encoding]);
    },
  };
}

const CREATOR_PAGE = '/creator/:idOrSlug';

/** The site's pages the server draws besides a creator's: the landing page and the results. */
const DRAWN_SITE_PAGES = ['/', '/busca'] as const;

/** The path of a request's address, for its page's body class. */
const pathOf = (request: FastifyRequest) => request.url.split('?', 1)[0] ?? '/';

/**
 * `page`, drawn for this request when the drawer draws it, its body marked with the path's class,
 * with the site's headers for a page.
 */
async function sendPage(request: FastifyRequest, reply: FastifyReply, page: string, drawer: PageDrawer | undefined): Promise<FastifyReply> {
  const drawn = drawer === undefined ? undefined : await drawer.draw(request, page);
  return reply.header('Cache-Control', REVALIDATE).header('Vary', 'Accept-Encoding, Cookie').type('text/html; charset=utf-8').send(withMarkedBody(drawn ?? page, pathOf(request)));
}

/** The landing page and the results, drawn for a visitor without a session (the same page as the fallback's otherwise). */
function registerDrawnPages(app: FastifyInstance, page: string, drawer: PageDrawer | undefined): void {
  if (drawer === undefined) return;
  for (const path of DRAWN_SITE_PAGES) app.get(path, { config: { rateLimit: 'page' } }, (request, reply) => sendPage(request, reply, page, drawer));
}

/**
 * `/creator/:idOrSlug` answers the page with the creator's own title, description and photo
 * (compressed on the fly, as each differs), drawn for a visitor without a session. A creator
 * nobody can see gets the plain page with 404, so crawlers drop it while the app still shows
 * its "Perfil indisponível". When the database cannot answer, the plain page still goes out:
 * the app then asks the API itself.
 */
function registerCreatorPages(app: FastifyInstance, template: string, page: string, readCreator: ReadPublicCreator, drawer: PageDrawer | undefined): void {
  app.get<{ Params: { idOrSlug: string } }>(CREATOR_PAGE, { config: { rateLimit: 'page' } }, async (request, reply) => {
    const { idOrSlug } = request.params;
    const lookup: CreatorLookup = /^[1-9]\d{0,9}$/.test(idOrSlug) ? { creatorId: Number(idOrSlug) } : { slug: idOrSlug };
    let creator: CreatorDetails | undefined;
    try {
      creator = await readCreator(lookup);
    } catch (error) {
      request.log.warn({ err: error }, 'creator page served without its preview: the profile could not be read');
      return reply.code(200).header('Cache-Control', REVALIDATE).type('text/html; charset=utf-8').send(withMarkedBody(page, pathOf(request)));
    }
    if (creator === undefined) return sendPage(request, reply.code(404), page, drawer);
    return sendPage(request, reply.code(200), withPageMeta(template, creatorPageMeta(creator, `${request.protocol}://${request.host}`)), drawer);
  });
}
