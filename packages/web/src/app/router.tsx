import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { resultsPageFrom } from '../features/creator-results/results-page-number.js';
import type { RootStore } from '../stores/root.store.js';
import { RootLayout } from './root-layout.js';
import { SectionFallback } from '../shared/section-fallback.js';
import { AppError, PageError, pageOrLoadFailure } from './route-error.js';
import { isDemoMode } from './runtime-config.js';
import type { ScreenPath } from '@publi/domain';

/**
 * What a page starts loading the moment its address matches: its data then travels beside the
 * page's code instead of after it (and after the page's first render, where the page's own
 * effect asks). The page still asks on mount and gets this load (`PreloadedLoad`). Never
 * awaited, so a slow answer never holds the navigation: the page shows its loading state.
 */
type Prefetch = (args: LoaderFunctionArgs) => void;

/**
 * A route whose page component loads on first visit: each page is its own chunk. Its path must be
 * one of `SCREEN_PATHS`, the list the accessibility walk checks it visits.
 */
export function page(path: ScreenPath, load: () => Promise<{ Component: React.ComponentType }>, prefetch?: Prefetch): RouteObject {
  // A page whose code does not arrive, or that breaks, says so in its place, under the header.
  const lazy = pageOrLoadFailure(load);
  // The first page's code may still be on its way when the router first renders: the root's
  // frame (header, footer) is drawn already and stays, and the page's place shows this meanwhile.
  const HydrateFallback = FirstPageLoading;
  if (prefetch === undefined) return { path, lazy, ErrorBoundary: PageError, HydrateFallback };
  return {
    path,
    lazy,
    ErrorBoundary: PageError,
    HydrateFallback,
    loader: (args) => {
      prefetch(args);
      return null;
    },
    // A navigation to the address already shown (the overlay's "Ver criadores" on /busca, a
    // link to the profile one is on) leaves the page mounted, and the page has already asked
    // for what that address shows: starting the read again would send a second request.
    shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) => defaultShouldRevalidate && currentUrl.href !== nextUrl.href,
  };
}

function FirstPageLoading() {
  return <SectionFallback />;
}

const notFound = () => import('../features/not-found/not-found-page.js').then((m) => ({ Component: m.NotFoundPage }));

/**
 * The frame (header, footer, overlays) around `pages`. No fallback of its own: while the first
 * page's code is on its way the frame renders as it always does, and the page's route shows its
 * fallback in the page's place. The frame is then one tree from the first render on, where a
 * fallback here would be a second header, drawn again (and the focus lost) once the code arrived.
 */
export function framed(pages: RouteObject[]): RouteObject {
  return { element: <RootLayout />, ErrorBoundary: AppError, children: pages };
}

/** Every page of the app, with the public pages' first reads started by their routes. Features meet here and nowhere else. */
export const appRoutes = ({ creatorResults, creatorProfile, search }: RootStore): RouteObject[] => [
  framed([
      page('/', () => import('../features/landing/landing-page.js').then((m) => ({ Component: m.LandingPage })), () => void creatorResults.loadFeatured()),
      page('/entrar', () => import('../features/accounts/sign-in-page.js').then((m) => ({ Component: m.SignInPage }))),
      page('/recuperar-senha', () => import('../features/accounts/reset-password-page.js').then((m) => ({ Component: m.ResetPasswordPage }))),
      page('/signup', () => import('../features/accounts/sign-up-type-page.js').then((m) => ({ Component: m.SignUpTypePage }))),
      page('/signup2', () => import('../features/accounts/sign-up-credentials-page.js').then((m) => ({ Component: m.SignUpCredentialsPage }))),
      page('/signup/profile', () => import('../features/accounts/sign-up-profile-page.js').then((m) => ({ Component: m.SignUpProfilePage }))),
      page('/home', () => import('../features/accounts/home-page.js').then((m) => ({ Component: m.HomePage }))),
      page(
        '/busca',
        () => import('../features/creator-results/creator-results-page.js').then((m) => ({ Component: m.CreatorResultsPage })),
        ({ request }) => void creatorResults.preload(search.filters, resultsPageFrom(new URL(request.url).searchParams)),
      ),
      page('/carrinho', () => import('../features/cart/cart-page.js').then((m) => ({ Component: m.CartPage }))),
      page('/perfil', () => import('../features/profile-editor/profile-editor-page.js').then((m) => ({ Component: m.ProfileEditorPage }))),
      page('/perfil/:section', () => import('../features/profile-editor/profile-editor-page.js').then((m) => ({ Component: m.ProfileEditorPage }))),
      page('/agente', () => import('../features/agent/agent-page.js').then((m) => ({ Component: m.AgentPage }))),
      page('/projetos', () => import('../features/projects/projects-list-page.js').then((m) => ({ Component: m.ProjectsListPage }))),
      page('/projetos/novo', () => import('../features/projects/project-wizard-page.js').then((m) => ({ Component: m.ProjectWizardPage }))),
      page('/projetos/:id', () => import('../features/projects/project-details-page.js').then((m) => ({ Component: m.ProjectDetailsPage }))),
      page('/trabalhos', () => import('../features/contracts/jobs-page.js').then((m) => ({ Component: m.JobsPage }))),
      page('/contratos/:id', () => import('./contract-route.js').then((m) => ({ Component: m.ContractRoute }))),
      page('/contratos/:id/pagamento', () => import('../features/checkout/checkout-page.js').then((m) => ({ Component: m.CheckoutPage }))),
      page('/pagamentos', () => import('../features/payments/payments-page.js').then((m) => ({ Component: m.PaymentsPage }))),
      page('/pagamentos/:id/recibo', () => import('../features/payments/receipt-page.js').then((m) => ({ Component: m.ReceiptPage }))),
      page('/ganhos', () => import('../features/earnings/earnings-page.js').then((m) => ({ Component: m.EarningsPage }))),
      page('/notificacoes', () => import('../features/notifications/notifications-page.js').then((m) => ({ Component: m.NotificationsPage }))),
      page('/privacidade', () => import('../features/privacy/privacy-page.js').then((m) => ({ Component: m.PrivacyPage }))),
      page('/email/descadastrar', () => import('../features/email-unsubscribe/unsubscribe-page.js').then((m) => ({ Component: m.UnsubscribePage }))),
      // A demo-only screen: a production server has no mailbox, and the address is unknown there like any other.
      page('/demo/emails', () => (isDemoMode(document)
        ? import('../features/demo-emails/demo-emails-page.js').then((m) => ({ Component: m.DemoEmailsPage }))
        : notFound())),
      page(
        '/creator/:idOrSlug',
        () => import('../features/creator-profile/creator-profile-page.js').then((m) => ({ Component: m.CreatorProfilePage })),
        ({ params }) => void creatorProfile.preload(params['idOrSlug'] ?? ''),
      ),
      page('*', notFound),
  ]),
];

/** The browser router over {@link appRoutes}. */
export function createAppRouter(stores: RootStore) {
  return createBrowserRouter(appRoutes(stores));
}
