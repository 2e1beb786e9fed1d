import { matchPath } from 'react-router-dom';
import type { DRAWN_PAGE_PATHS } from './drawn-page-paths.js';

/** The app's entry, as the build's manifest (`dist/.vite/manifest.json`) names it. */
export const ENTRY_SOURCE = 'index.html';
/** The search overlay: the first thing most first visits open ("Buscar"), loaded on its own. */
export const SEARCH_OVERLAY_SOURCE = 'src/features/search-overlay/search-overlay.tsx';

/** Each drawn page's own code, loaded by its route (`app/router.tsx`) before the app can take the page over. */
export const DRAWN_PAGE_SOURCES: Readonly<Record<(typeof DRAWN_PAGE_PATHS)[number], string>> = {
  '/': 'src/features/landing/landing-page.tsx',
  '/busca': 'src/features/creator-results/creator-results-page.tsx',
  '/creator/:idOrSlug': 'src/features/creator-profile/creator-profile-page.tsx',
};

/**
 * The modules, by their source as the build's manifest names them, that the browser needs to
 * take the drawn page at `pathname` over and open the search: the server has `boot.ts` fetch
 * their files (with what they import) while the page is idle, so the first press does not wait
 * for them. Empty for a page the server does not draw.
 */
export function takeOverSources(pathname: string): readonly string[] {
  const page = Object.entries(DRAWN_PAGE_SOURCES).find(([path]) => matchPath(path, pathname) !== null)?.[1];
  return page === undefined ? [] : [ENTRY_SOURCE, page, SEARCH_OVERLAY_SOURCE];
}
