import { Box } from '@chakra-ui/react';
import { useRouteError } from 'react-router-dom';
import { ErrorScreen } from '../shared/errors/error-screen.js';
import { TestEnvironmentBanner } from './test-environment-banner.js';

type PageModule = { Component: React.ComponentType };

/**
 * A page's code, or in its place the screen that says it did not arrive (a dropped connection,
 * or a deploy since the tab opened, which removed the tab's old files). The router keeps what a
 * route's `lazy` answers, and a browser keeps a module that failed as failed, so only a reload
 * fetches it again: that is what the screen offers. A rejected `lazy` would not do: on the first
 * load the router then shows an empty page, taking the route for one still loading.
 */
export function pageOrLoadFailure(load: () => Promise<PageModule>): () => Promise<PageModule> {
  return () => load().catch((error: unknown) => ({ Component: () => <ErrorScreen error={error} /> }));
}

/** A page that broke while drawing, in the page's place: the header and footer stay. */
export function PageError() {
  return <ErrorScreen error={useRouteError()} />;
}

/** When the frame itself failed (header, footer or a section of it): the same words, alone on the screen. */
export function AppError() {
  return (
    <>
      <TestEnvironmentBanner />
      <Box as="main">
        <ErrorScreen error={useRouteError()} />
      </Box>
    </>
  );
}
