/**
 * On `#root` when the server drew the page inside it. Its value is the address of the app's
 * entry, which `boot.ts` (then the page's only script) loads on first use.
 */
export const DRAWN_ATTRIBUTE = 'data-drawn';

/** Dispatched on `document` once the app has taken a drawn page over, so a press held meanwhile can be given to it. */
export const APP_STARTED_EVENT = 'publi:app-started';

/**
 * On `#root` of a drawn page: the app's files (addresses, space-separated) that take the page
 * over and open its search, which `boot.ts` has the browser fetch, not run, once the page is idle.
 */
export const PREFETCH_ATTRIBUTE = 'data-prefetch';

/** On the header's "Buscar": until the app has started, `boot.ts` answers it with a light search box. */
export const SEARCH_TRIGGER_ATTRIBUTE = 'data-opens-search';

/** The light search box `boot.ts` shows until the app's overlay takes it over (`boot/early-search.ts`). */
export const EARLY_SEARCH_ID = 'publi-early-search';
