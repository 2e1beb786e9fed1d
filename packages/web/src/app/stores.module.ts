import { ContainerModule, type Container, type Newable } from 'inversify';
import { ActingAsStore } from '../stores/acting-as.store.js';
import { CartStore } from '../stores/cart.store.js';
import { CreatorProfileStore } from '../stores/creator-profile.store.js';
import { CreatorResultsStore } from '../stores/creator-results.store.js';
import { EmailConfirmationStore } from '../stores/email-confirmation.store.js';
import { NotificationsStore } from '../stores/notifications.store.js';
import { OwnCreatorStore } from '../stores/own-creator.store.js';
import { RecentSignInStore } from '../stores/recent-sign-in.store.js';
import { ReferenceListsStore } from '../stores/reference-lists.store.js';
import { RootStore } from '../stores/root.store.js';
import { SearchFiltersStore } from '../stores/search-filters.store.js';
import { SearchOverlayStore } from '../stores/search-overlay.store.js';
import { SessionStore } from '../stores/session.store.js';
import type { StoreResolver } from '../stores/store-resolver.js';
import { STORE_TOKENS } from '../stores/store.tokens.js';
import { TypeaheadStore } from '../stores/typeahead.store.js';
import { UiStore } from '../stores/ui.store.js';

/** The stores the shell shows on every page, by the token `RootStore` and the stores inject. */
const SHELL_STORES: readonly (readonly [symbol, Newable<object>])[] = [
  [STORE_TOKENS.Session, SessionStore],
  [STORE_TOKENS.ReferenceLists, ReferenceListsStore],
  [STORE_TOKENS.OwnCreator, OwnCreatorStore],
  [STORE_TOKENS.Ui, UiStore],
  [STORE_TOKENS.SearchFilters, SearchFiltersStore],
  [STORE_TOKENS.SearchOverlay, SearchOverlayStore],
  [STORE_TOKENS.Typeahead, TypeaheadStore],
  [STORE_TOKENS.Cart, CartStore],
  [STORE_TOKENS.CreatorResults, CreatorResultsStore],
  [STORE_TOKENS.CreatorProfile, CreatorProfileStore],
  [STORE_TOKENS.ActingAs, ActingAsStore],
  [STORE_TOKENS.RecentSignIn, RecentSignInStore],
  [STORE_TOKENS.EmailConfirmation, EmailConfirmationStore],
  [STORE_TOKENS.Notifications, NotificationsStore],
];
const shellClasses = new Set<unknown>(SHELL_STORES.map(([, store]) => store));

/**
 * The MobX stores of `container`, one of each per page, each built the first time it is used:
 * the shell's are bound here by token; a page's own store is bound by its class the first time a
 * page asks for it (`RootStore.pageStore`), once the page's code, which brings the class, has come.
 * That binding happens after loading, hence the container.
 */
export function storesModule(container: Container): ContainerModule {
  const resolver: StoreResolver = {
    shellStore: (token) => container.get<object>(token),
    pageStore: (store) => {
      // Bound by its class too, a shell store would have a second instance the header never sees.
      if (shellClasses.has(store)) throw new Error(`${store.name} is the shell's: RootStore has it by name`);
      if (!container.isBound(store)) container.bind(store).toSelf().inSingletonScope();
      return container.get(store);
    },
  };
  return new ContainerModule(({ bind }) => {
    bind<StoreResolver>(STORE_TOKENS.Resolver).toConstantValue(resolver);
    for (const [token, store] of SHELL_STORES) bind(token).to(store).inSingletonScope();
    bind(STORE_TOKENS.Root).to(RootStore).inSingletonScope();
  });
}
