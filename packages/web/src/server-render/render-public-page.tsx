import { enableStaticRendering } from 'mobx-react-lite';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchPath, StaticRouterProvider } from 'react-router-dom';
import { AppProviders } from '../app/app.js';
import { createContainer } from '../app/container.js';
import { trackedFetch } from '../app/reads-in-flight.js';
import { appRoutes } from '../app/router.js';
import type { RuntimeConfig } from '../app/runtime-config.js';
import { startApp } from '../app/start-app.js';
import { DRAWN_PAGE_PATHS } from './drawn-page-paths.js';
import { firstVisitEnvironment } from './server-page-environment.js';

export { DRAWN_PAGE_PATHS } from './drawn-page-paths.js';
// What the server reads of this build besides the drawing: which files take a drawn page over.
export { takeOverSources } from './take-over-sources.js';

/** How long a drawing waits for the reads its page started; past it the page is drawn as loading. */
const READS_LIMIT_MS = 3_000;

/** What drawing a page needs: its address, the app's configuration and how its reads reach the API. */
export interface DrawPageRequest {
  /** Absolute, as the browser asked for it. */
  readonly url: string;
  readonly config: RuntimeConfig;
  readonly fetch: typeof fetch;
}

/**
 * The inside of `#root` for `url` as a first visit sees it once its reads have been answered,
 * or null for a page the server does not draw. The app is the browser's own: the same
 * composition root, stores, routes and components, so the browser's first render of the
 * same answers is the same markup, which it then takes over (`hydrateRoot`).
 */
export async function renderPublicPage({ url, config, fetch }: DrawPageRequest): Promise<string | null> {
  const { pathname } = new URL(url);
  if (!DRAWN_PAGE_PATHS.some((path) => matchPath(path, pathname))) return null;
  // Observer components render once, from the stores as they are, and never subscribe. Set for
  // the whole process, which only ever draws (the server; Node tests turn it back off).
  enableStaticRendering(true);
  const reads = trackedFetch(fetch);
  const stores = startApp(createContainer(firstVisitEnvironment(config, reads.fetch)));
  const handler = createStaticHandler(appRoutes(stores));
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
  await reads.settled(READS_LIMIT_MS);
  return renderToString(
    <AppProviders stores={stores}>
      {/* No hydration data script: the page's policy allows no inline script, and the browser's router starts on its own. */}
      <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
    </AppProviders>,
  );
}
