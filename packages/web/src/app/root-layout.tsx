import { Box } from '@chakra-ui/react';
import { bodyClassFor } from '@publi/domain';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { takeEarlySearch } from '../boot/early-search-hand-off.js';
import { announceSectionFailure } from '../shared/errors/announce-section-failure.js';
import { LazySectionBoundary } from '../shared/errors/lazy-section-boundary.js';
import { SectionFallback } from '../shared/section-fallback.js';
import { useStores } from '../stores/stores-context.js';
import { ConfirmIdentityWhenAsked } from '../features/recent-sign-in/confirm-identity-when-asked.js';
import { EmailConfirmationNotice } from '../features/email-confirmation/email-confirmation-notice.js';
import { RefusedEmailNotice } from '../features/email-confirmation/refused-email-notice.js';
import { Header } from './header.js';
import { SiteFooter } from './site-footer.js';
import { LoadingBar } from './loading-bar.js';
import { StartupToast } from './startup-toast.js';
import { TestEnvironmentBanner } from './test-environment-banner.js';
import { ViewportWatcher } from './viewport-watcher.js';

// The overlay's code loads the first time someone opens it, not with the first page.
const SearchOverlay = lazy(() => import('../features/search-overlay/search-overlay.js').then((module) => ({ default: module.SearchOverlay })));

/** The header, the page's place and the footer. */
function Frame({ children }: { readonly children: ReactNode }) {
  return (
    <>
      <TestEnvironmentBanner />
      <Header />
      <Box as="main" minH="calc(100dvh - 4rem)">
        {children}
      </Box>
      <SiteFooter />
    </>
  );
}

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
      <Frame>
        <RefusedEmailNotice />
        <EmailConfirmationNotice />
        <Suspense fallback={<SectionFallback />}>
          <Outlet />
        </Suspense>
      </Frame>
      {searchOverlay.isOpen && (
        // If the overlay's code does not arrive, it closes and says so (with the light search box
        // of a drawn page, which waited for it); the page stays.
        <LazySectionBoundary onFailure={(error) => { searchOverlay.close(); takeEarlySearch(document)?.trigger?.focus(); announceSectionFailure('a busca', error); }}>
          <Suspense fallback={<SectionFallback label="Abrindo a busca" />}>
            <SearchOverlay />
          </Suspense>
        </LazySectionBoundary>
      )}
      <ConfirmIdentityWhenAsked />
      <ScrollRestoration />
    </>
  );
});
