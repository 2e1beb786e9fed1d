import '@publi/contract/without-eval'; // First: zod never compiles code (the site's CSP), set before any schema, so the checked adapters load at once (adapters-http README).
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.js';
import { createContainer } from './app/container.js';
import { trackedFetch } from './app/reads-in-flight.js';
import { createAppRouter } from './app/router.js';
import { readRuntimeConfig } from './app/runtime-config.js';
import { startApp } from './app/start-app.js';
import { APP_STARTED_EVENT, DRAWN_ATTRIBUTE } from './boot/drawn-page.js';
import { hasEarlierVisit } from './boot/first-use.js';
import { pageIdle } from './platform/page-idle.js';
import './app/global.css';

const root = document.getElementById('root');
if (root === null) throw new Error('index.html lost its #root element');
// A page the server drew is taken over where it stands once the browser's stores hold the same
// answers, so the first render matches the drawing (`server-render/render-public-page.tsx`).
const drawn = root.hasAttribute(DRAWN_ATTRIBUTE);
// Read before the app starts, which may store things of its own.
const returning = hasEarlierVisit(document, window.localStorage);
const reads = trackedFetch(window.fetch.bind(window));
const container = createContainer({
  config: readRuntimeConfig(document),
  document,
  location: window.location,
  storage: window.localStorage,
  sessionStorage: window.sessionStorage,
  indexedDB: window.indexedDB,
  idle: () => pageIdle(window),
  ...(drawn ? { fetch: reads.fetch } : {}),
});
const stores = startApp(container);
const router = createAppRouter(stores);
const app = (
  <StrictMode>
    <App stores={stores} router={router} />
  </StrictMode>
);

/**
 * Takes the drawn page over once the page's code and reads are in, then says so to `boot.ts`,
 * which replays an early press. The drawing is a first visit's (no cookie, nothing stored), so
 * it is hydrated only when this browser is one: a returning visitor's stored cart or choices
 * would differ from it, and React would throw the drawing away with a hydration error. Theirs
 * is drawn afresh over it, at the same moment and from the same answers.
 */
async function takeOverDrawnPage(drawnRoot: HTMLElement): Promise<void> {
  // Until the router has the page's code it would draw the page's loading fallback, not the page.
  await new Promise<void>((resolve) => {
    if (router.state.initialized) {
      resolve();
      return;
    }
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
  await reads.settled(5_000);
  if (returning) createRoot(drawnRoot).render(app);
  else hydrateRoot(drawnRoot, app);
  document.dispatchEvent(new Event(APP_STARTED_EVENT));
}

// Not awaited at the top level: a top-level await makes the bundler wrap every module the
// entry imports, which cost about 65 KiB of the app's code.
if (drawn) void takeOverDrawnPage(root);
else createRoot(root).render(app);
