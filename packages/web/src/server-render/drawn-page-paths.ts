/**
 * The pages a first visit usually opens, which the server draws so they show before any
 * script has run: the landing page, the results and a creator's profile. Their app loads on
 * first use (`boot.ts`).
 */
export const DRAWN_PAGE_PATHS = ['/', '/busca', '/creator/:idOrSlug'] as const;
