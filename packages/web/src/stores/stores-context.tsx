import { createContext, useContext, type ReactNode } from 'react';
import { CartToggleProvider } from '../shared/creator/cart-toggle.context.js';
import type { RootStore } from './root.store.js';
import type { PageStoreClass } from './store-resolver.js';

const StoresContext = createContext<RootStore | null>(null);

/**
 * Hands the page's stores to every component below, and the cart to the shared cart buttons
 * (shared UI never imports a store, so it receives the cart through its own context).
 */
export function StoresProvider({ stores, children }: { readonly stores: RootStore; readonly children: ReactNode }) {
  return (
    <StoresContext.Provider value={stores}>
      <CartToggleProvider cart={stores.cart}>{children}</CartToggleProvider>
    </StoresContext.Provider>
  );
}

/** The page's stores; only valid under {@link StoresProvider}. */
export function useStores(): RootStore {
  const stores = useContext(StoresContext);
  if (stores === null) throw new Error('useStores needs a StoresProvider above it');
  return stores;
}

/**
 * A page's own store (`usePageStore(ProjectListStore)`), built the first time a page asks for it
 * and the same instance after. The page imports the class, so the store's code comes with the page.
 */
export function usePageStore<T extends object>(store: PageStoreClass<T>): T {
  return useStores().pageStore(store);
}
