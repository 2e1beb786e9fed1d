import { TOKEN_COOKIE_NAME } from '@publi/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CACHE_TOPICS } from '../cache/cache-topics.js';
import type { ReadCache } from '../cache/read-cache.js';
import { escapeHtml } from './page-meta.js';
import type { WebAppRuntimeConfig } from './web-app-runtime-config.js';

/**
 * The web's `renderPublicPage` (`packages/web/src/server-render`, built to `dist-server`): the
 * inside of `#root` for a page a first visit sees, or null for a page it does not draw.
 */
export type DrawPage = (request: { readonly url: string; readonly config: WebAppRuntimeConfig; readonly fetch: typeof fetch }) => Promise<string | null>;

/** The web's drawing of pages, and its start-up script (`boot.ts`), which loads the app on first use. */
export interface PageDrawing {
  readonly draw: DrawPage;
  /** The built `boot.ts`'s address, such as `/assets/boot-Qbl8JBRX.js`. */
  readonly bootScript: string;
  /** The app's files that take the drawn page at `pathname` over and open its search (the build's `takeOverSources`), by address. */
  readonly takeOverFiles: (pathname: string) => readonly string[];
}

/** The element the web's `index.html` renders the app into, empty. */
const EMPTY_ROOT = '<div id="root"></div>';
/** The app's entry, as Vite writes it into `index.html`. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
/** The entry's chunks, which Vite has the browser fetch beside it. */
const MODULE_PRELOADS = /<link rel="modulepreload"[^>]*>\s*/g;

/** How many drawn pages a replica keeps (the landing, results pages, the profiles looked at most). */
const DRAWN_PAGES_KEPT = 500;

/**
 * `page` with `content` drawn into its `#root`, and the app's entry (with its preloads) swapped
 * for `bootScript`: the page then runs about a kilobyte of script until it is used. The entry's
 * address goes on `#root`, for `boot.ts` to load, with `takeOver`, the files `boot.ts` has the
 * browser fetch (not run) once the page has loaded and is idle. Preloads would be fetched beside
 * the page and compiled inside the app's start-up, which lengthens the blocking time (web README,
 * "Lighthouse"). Undefined when `page` has no entry script to swap (a build Vite did not write):
 * the page then goes out undrawn.
 */
export function withDrawnRoot(page: string, content: string, bootScript: string, takeOver: readonly string[] = []): string | undefined {
  const entry = ENTRY_SCRIPT.exec(page)?.[1];
  if (entry === undefined || !page.includes(EMPTY_ROOT)) return undefined;
  const prefetch = takeOver.length === 0 ? '' : ` data-prefetch="${escapeHtml(takeOver.join(' '))}"`;
  return page
    .replace(MODULE_PRELOADS, '')
    .replace(ENTRY_SCRIPT, () => `<script type="module" crossorigin src="${escapeHtml(bootScript)}"></script>`)
    .replace(EMPTY_ROOT, () => `<div id="root" data-drawn="${escapeHtml(entry)}"${prefetch}>${content}</div>`);
}

/**
 * The address a drawing is drawn and kept for: the path, and of the query only the results'
 * page (`/busca?pagina=2`), the one parameter a drawn page reads. Any other query string would
 * otherwise make a new drawing each (`/?x=1`, `/?x=2`...), a cheap way to keep the server busy.
 */
export function drawnAddress(url: string): string {
  const { pathname, searchParams } = new URL(url, 'http://publi.internal');
  const page = pathname === '/busca' ? searchParams.get('pagina') : null;
  return page === null ? pathname : `${pathname}?pagina=${encodeURIComponent(page)}`;
}

/**
 * A `fetch` over the API in this process (`inject`): the drawing's reads go through the same
 * routes, validation, cache and answers as the browser's, without a socket.
 */
function fetchThroughApp(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://publi.internal');
    const answer = await app.inject({
      method: init?.method ?? 'GET',
      url: url.pathname + url.search,
      headers: { accept: 'application/json', ...(init?.body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    return new Response(answer.statusCode === 204 || answer.statusCode === 304 ? null : new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers: { 'content-type': String(answer.headers['content-type'] ?? '') } });
  };
}

/** Whether the request may hold a session: a signed-in page is the browser's to draw, with what it knows. */
function maySignedIn(request: FastifyRequest): boolean {
  return (request.headers.cookie ?? '').split(';').some((pair) => pair.trim().startsWith(`${TOKEN_COOKIE_NAME}=`));
}

/** Draws pages for visitors without a session, keeping each address's drawing until a write to creators clears it. */
export interface PageDrawer {
  /**
   * `page` drawn for this request, or undefined: a page not drawn, a visitor who may be signed
   * in, or a drawing that failed (logged). The browser then draws the page, as every other.
   */
  draw(request: FastifyRequest, page: string): Promise<string | undefined>;
}

/**
 * A {@link PageDrawer} over the web's drawing. A drawing shows the catalogue, so it is kept
 * under the search topic: every write to creators clears it on every replica, as the first pages;
 * a category or badge renamed shows within the cache's minute.
 */
export function pageDrawer(app: FastifyInstance, { draw, bootScript, takeOverFiles }: PageDrawing, config: WebAppRuntimeConfig, cache: ReadCache): PageDrawer {
  const fetch = fetchThroughApp(app);
  const drawn = cache.keyed(CACHE_TOPICS.search, (address: string) => draw({ url: `http://publi.internal${address}`, config, fetch }), {
    maxEntries: DRAWN_PAGES_KEPT,
    keyOf: (address) => address,
  });
  return {
    draw: async (request, page) => {
      if (maySignedIn(request)) return undefined;
      try {
        const address = drawnAddress(request.url);
        const content = await drawn(address);
        return content === null ? undefined : withDrawnRoot(page, content, bootScript, takeOverFiles(new URL(address, 'http://publi.internal').pathname));
      } catch (error) {
        request.log.error({ err: error }, 'page served undrawn: drawing it failed');
        return undefined;
      }
    },
  };
}
