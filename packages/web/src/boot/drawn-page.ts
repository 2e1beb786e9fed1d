/**
 * On `#root` when the server drew the page inside it. Its value is the address of the app's
 * entry, which `boot.ts` (then the page's only script) loads on first use.
 */
export const DRAWN_ATTRIBUTE = 'data-drawn';

/** Dispatched on `document` once the app has taken a drawn page over, so a press held meanwhile can be given to it. */
export const APP_STARTED_EVENT = 'publi:app-started';
