import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RootLayout } from './root-layout.js';

/** A route whose page component loads on first visit: each page is its own chunk. */
function page(path: string, load: () => Promise<{ Component: React.ComponentType }>): RouteObject {
  return { path, lazy: load };
}

/** Every page of the app. Features meet here and nowhere else. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      page('/', () => import('../features/landing/landing-page.js').then((m) => ({ Component: m.LandingPage }))),
      page('*', () => import('../features/not-found/not-found-page.js').then((m) => ({ Component: m.NotFoundPage }))),
    ],
  },
];

/** The browser router over {@link routes}. */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
