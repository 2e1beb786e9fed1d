import { APP_STARTED_EVENT, DRAWN_ATTRIBUTE, PREFETCH_ATTRIBUTE, SEARCH_TRIGGER_ATTRIBUTE } from './boot/drawn-page.js';
import { answerSearchEarly } from './boot/early-search.js';
import { hasEarlierVisit, holdEarlyClicks, onFirstUse } from './boot/first-use.js';
import { prefetchWhenIdle } from './boot/prefetch-when-idle.js';

/**
 * The only script of a page the server drew (a first visit's landing page, results or a
 * profile), in place of the app's entry. The page is read and its links followed without any
 * script; the app (react-dom, Chakra, the stores: about 245 KiB) is fetched once the page is
 * idle, runs on the first sign of use and takes the page over where it stands. "Buscar" opens a
 * light search box at once meanwhile. A browser that has been here before runs the app at once.
 */
function boot(): void {
  const root = document.getElementById('root');
  const app = root?.getAttribute(DRAWN_ATTRIBUTE);
  if (root === null || app === undefined || app === null || app === '') return;
  const start = () => import(/* @vite-ignore */ app);
  if (hasEarlierVisit(document, safeLocalStorage())) {
    void start();
    return;
  }
  const files = root.getAttribute(PREFETCH_ATTRIBUTE)?.split(' ').filter((file) => file !== '') ?? [];
  const cancelPrefetch = prefetchWhenIdle(window, files);
  const release = holdEarlyClicks(root);
  const earlySearch = answerSearchEarly(root);
  // The app has taken the page over: the control pressed meanwhile gets its click now, but
  // "Buscar" only while its light search box is still open (not closed meanwhile).
  document.addEventListener(APP_STARTED_EVENT, () => {
    const searching = earlySearch.stop();
    const held = release();
    if (held !== null && (searching || !held.hasAttribute(SEARCH_TRIGGER_ATTRIBUTE))) held.click();
  }, { once: true });
  onFirstUse(document, () => {
    cancelPrefetch();
    earlySearch.whenTypingPauses(() => void start().catch(release));
  });
}

/** The page's local storage, or none where the browser refuses it (a sandboxed frame, strict privacy settings). */
function safeLocalStorage(): Pick<Storage, 'length'> {
  try {
    return window.localStorage;
  } catch {
    return { length: 0 };
  }
}

boot();
