import { createContext, useContext, type ReactNode } from 'react';
import type { RootStore } from '../stores/root.store.js';

const StoresContext = createContext<RootStore | null>(null);

/** Hands the page's stores to every component below. */
export function StoresProvider({ stores, children }: { readonly stores: RootStore; readonly children: ReactNode }) {
  return <StoresContext.Provider value={stores}>{children}</StoresContext.Provider>;
}

/** The page's stores; only valid under {@link StoresProvider}. */
export function useStores(): RootStore {
  const stores = useContext(StoresContext);
  if (stores === null) throw new Error('useStores needs a StoresProvider above it');
  return stores;
}
