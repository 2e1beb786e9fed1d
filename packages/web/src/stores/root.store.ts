import { inject, injectable } from 'inversify';
import type { ActingAsStore } from './acting-as.store.js';
import type { CartStore } from './cart.store.js';
import type { CreatorProfileStore } from './creator-profile.store.js';
import type { CreatorResultsStore } from './creator-results.store.js';
import type { EmailConfirmationStore } from './email-confirmation.store.js';
import type { NotificationsStore } from './notifications.store.js';
import type { OwnCreatorStore } from './own-creator.store.js';
import type { RecentSignInStore } from './recent-sign-in.store.js';
import type { ReferenceListsStore } from './reference-lists.store.js';
import type { SearchFiltersStore } from './search-filters.store.js';
import type { SearchOverlayStore } from './search-overlay.store.js';
import type { SessionStore } from './session.store.js';
import type { PageStoreClass, StoreResolver } from './store-resolver.js';
import { STORE_TOKENS } from './store.tokens.js';
import type { TypeaheadStore } from './typeahead.store.js';
import type { UiStore } from './ui.store.js';

/**
 * Every store the page shares, handed to components through the React context. Nothing is built
 * before it is used: the shell's stores (below, by name) on first access, a page's own store
 * (`pageStore`, `usePageStore`) when its page first asks, and each only once, so an observer
 * always reads the instance it subscribed to.
 */
@injectable()
export class RootStore {
  private readonly built = new Map<symbol | PageStoreClass<object>, object>();

  constructor(@inject(STORE_TOKENS.Resolver) private readonly resolver: StoreResolver) {}

  get session(): SessionStore {
    return this.shell(STORE_TOKENS.Session) as SessionStore;
  }

  get referenceLists(): ReferenceListsStore {
    return this.shell(STORE_TOKENS.ReferenceLists) as ReferenceListsStore;
  }

  get ownCreator(): OwnCreatorStore {
    return this.shell(STORE_TOKENS.OwnCreator) as OwnCreatorStore;
  }

  get ui(): UiStore {
    return this.shell(STORE_TOKENS.Ui) as UiStore;
  }

  /** The search's filters (domain state), shared by the overlay and the results page. */
  get search(): SearchFiltersStore {
    return this.shell(STORE_TOKENS.SearchFilters) as SearchFiltersStore;
  }

  get searchOverlay(): SearchOverlayStore {
    return this.shell(STORE_TOKENS.SearchOverlay) as SearchOverlayStore;
  }

  get typeahead(): TypeaheadStore {
    return this.shell(STORE_TOKENS.Typeahead) as TypeaheadStore;
  }

  get cart(): CartStore {
    return this.shell(STORE_TOKENS.Cart) as CartStore;
  }

  /** The results (`/busca`) and featured creators (`/`), whose reads the router starts beside the page's code. */
  get creatorResults(): CreatorResultsStore {
    return this.shell(STORE_TOKENS.CreatorResults) as CreatorResultsStore;
  }

  /** `/creator/:idOrSlug`, whose read the router starts beside the page's code. */
  get creatorProfile(): CreatorProfileStore {
    return this.shell(STORE_TOKENS.CreatorProfile) as CreatorProfileStore;
  }

  /** The creator an agent acts for, when one does. */
  get actingAs(): ActingAsStore {
    return this.shell(STORE_TOKENS.ActingAs) as ActingAsStore;
  }

  /** "Confirme que é você" before money moves: the dialog's state. */
  get recentSignIn(): RecentSignInStore {
    return this.shell(STORE_TOKENS.RecentSignIn) as RecentSignInStore;
  }

  /** "Confirme seu e-mail", under the header while the account's is unconfirmed. */
  get emailConfirmation(): EmailConfirmationStore {
    return this.shell(STORE_TOKENS.EmailConfirmation) as EmailConfirmationStore;
  }

  /** The header's bell and `/notificacoes`. */
  get notifications(): NotificationsStore {
    return this.shell(STORE_TOKENS.Notifications) as NotificationsStore;
  }

  /** The one store of a page's own class (`ProjectListStore`...), built the first time a page asks for it. */
  pageStore<T extends object>(store: PageStoreClass<T>): T {
    return this.once(store, () => this.resolver.pageStore(store)) as T;
  }

  private shell(token: symbol): object {
    return this.once(token, () => this.resolver.shellStore(token));
  }

  private once(key: symbol | PageStoreClass<object>, build: () => object): object {
    const kept = this.built.get(key);
    if (kept !== undefined) return kept;
    const made = build();
    this.built.set(key, made);
    return made;
  }
}
