import { APP_STARTED_EVENT, DRAWN_ATTRIBUTE } from './boot/drawn-page.js';
import { hasEarlierVisit, holdEarlyClicks, onFirstUse } from './boot/first-use.js';

/**
 * The only script of a page the server drew (a first visit's landing page, results or a
 * profile), in place of the app's entry. The page is read and its links followed without any
 * script; the app (react-dom, Chakra, the stores: about 245 KiB) loads on the first sign of use
 * and takes the page over where it stands. A browser that has been here before loads it at once.
 */
function boot(): void {
  const app = document.getElementById('root')?.getAttribute(DRAWN_ATTRIBUTE);
  if (app === undefined || app === null || app === '') return;
  const start = () => import(/* @vite-ignore */ app);
  if (hasEarlierVisit(document, safeLocalStorage())) {
    void start();
    return;
  }
  const release = holdEarlyClicks(document);
  // The app has taken the page over: the control pressed meanwhile gets its click now.
  document.addEventListener(APP_STARTED_EVENT, () => release()?.click(), { once: true });
  onFirstUse(document, () => {
    void start().catch(release);
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
