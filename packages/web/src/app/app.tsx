import { ChakraProvider, LocaleProvider } from '@chakra-ui/react';
import { LOCALE } from '@publi/domain';
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { createAppRouter } from './router.js';
import type { RootStore } from '../stores/root.store.js';
import { StoresProvider } from '../stores/stores-context.js';
import { system } from '../shared/theme/system.js';
import { Toaster } from '../shared/toaster.js';

/** What every page stands in: the theme, pt-BR for Ark's components, the toasts and the stores. */
export function AppProviders({ stores, children }: { readonly stores: RootStore; readonly children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      {/* Ark's components format and announce numbers and dates in en-US unless told the locale. */}
      <LocaleProvider locale={LOCALE}>
        {/* Mounted before the router, so a toast raised while the first page loads is never lost. */}
        <Toaster />
        <StoresProvider stores={stores}>{children}</StoresProvider>
      </LocaleProvider>
    </ChakraProvider>
  );
}

/** The whole app: theme, stores, routes (the router's pages start their first reads through `stores`). */
export function App({ stores, router }: { readonly stores: RootStore; readonly router: ReturnType<typeof createAppRouter> }) {
  return (
    <AppProviders stores={stores}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
