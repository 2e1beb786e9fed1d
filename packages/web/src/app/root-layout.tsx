import { Box } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { bodyClassFor } from '../shared/body-class.js';
import { SectionFallback } from '../shared/section-fallback.js';
import { useStores } from '../stores/stores-context.js';
import { ConfirmIdentityWhenAsked } from '../features/recent-sign-in/confirm-identity-when-asked.js';
import { Header } from './header.js';
import { SiteFooter } from './site-footer.js';
import { LoadingBar } from './loading-bar.js';
import { StartupToast } from './startup-toast.js';
import { ViewportWatcher } from './viewport-watcher.js';

// The overlay's code loads the first time someone opens it, not with the first page.
const SearchOverlay = lazy(() => import('../features/search-overlay/search-overlay.js').then((module) => ({ default: module.SearchOverlay })));

/** The frame around every page: header, page, overlay, and the body's path class. */
export const RootLayout = observer(function RootLayout() {
  const { searchOverlay } = useStores();
  const { pathname } = useLocation();
  useEffect(() => {
    const name = bodyClassFor(pathname);
    document.body.classList.add(name);
    return () => { document.body.classList.remove(name); };
  }, [pathname]);
  return (
    <>
      <LoadingBar />
      <ViewportWatcher />
      <StartupToast />
      <Header />
      <Box as="main" minH="calc(100dvh - 4rem)">
        <Suspense fallback={<SectionFallback />}>
          <Outlet />
        </Suspense>
      </Box>
      <SiteFooter />
      {searchOverlay.isOpen && (
        <Suspense fallback={<SectionFallback label="Abrindo a busca" />}>
          <SearchOverlay />
        </Suspense>
      )}
      <ConfirmIdentityWhenAsked />
      <ScrollRestoration />
    </>
  );
});
