import type { Newable } from 'inversify';

/**
 * A store only some pages show, named by its class: the page that asks for it imports the class,
 * so the store's code travels in that page's chunk and not in the app's entry.
 */
export type PageStoreClass<T extends object> = Newable<T>;

/**
 * How `RootStore` has a store built the first time something asks for it. The composition root
 * hands it over with the container behind it (`app/stores.module.ts`), so no store holds the
 * container and nothing is built before it is used.
 */
export interface StoreResolver {
  /** The one store bound to `token` (one of `STORE_TOKENS`: the stores the shell shows on every page). */
  shellStore(token: symbol): object;
  /** The one store of the class `store`, which the container learns the first time a page asks for it. */
  pageStore<T extends object>(store: PageStoreClass<T>): T;
}
