import { ContainerModule, type Container } from 'inversify';
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
      if (!container.isBound(store)) container.bind(store).toSelf().inSingletonScope();
      return container.get(store);
    },
  };
  return new ContainerModule(({ bind }) => {
    bind<StoreResolver>(STORE_TOKENS.Resolver).toConstantValue(resolver);
    bind(STORE_TOKENS.Session).to(SessionStore).inSingletonScope();
    bind(STORE_TOKENS.ReferenceLists).to(ReferenceListsStore).inSingletonScope();
    bind(STORE_TOKENS.OwnCreator).to(OwnCreatorStore).inSingletonScope();
    bind(STORE_TOKENS.Ui).to(UiStore).inSingletonScope();
    bind(STORE_TOKENS.SearchFilters).to(SearchFiltersStore).inSingletonScope();
    bind(STORE_TOKENS.SearchOverlay).to(SearchOverlayStore).inSingletonScope();
    bind(STORE_TOKENS.Typeahead).to(TypeaheadStore).inSingletonScope();
    bind(STORE_TOKENS.Cart).to(CartStore).inSingletonScope();
    bind(STORE_TOKENS.CreatorResults).to(CreatorResultsStore).inSingletonScope();
    bind(STORE_TOKENS.CreatorProfile).to(CreatorProfileStore).inSingletonScope();
    bind(STORE_TOKENS.ActingAs).to(ActingAsStore).inSingletonScope();
    bind(STORE_TOKENS.RecentSignIn).to(RecentSignInStore).inSingletonScope();
    bind(STORE_TOKENS.EmailConfirmation).to(EmailConfirmationStore).inSingletonScope();
    bind(STORE_TOKENS.Notifications).to(NotificationsStore).inSingletonScope();
    bind(STORE_TOKENS.Root).to(RootStore).inSingletonScope();
  });
}
