/**
 * Tokens of the MobX stores the shell shows on every page, one instance of each per page. A
 * page's own store is named by its class instead (`RootStore.pageStore`), so its code stays out of
 * the app's entry.
 */
export const STORE_TOKENS = {
  Root: Symbol('RootStore'),
  /** How `RootStore` has its stores built on first use (`StoreResolver`). */
  Resolver: Symbol('StoreResolver'),
  Session: Symbol('SessionStore'),
  ReferenceLists: Symbol('ReferenceListsStore'),
  OwnCreator: Symbol('OwnCreatorStore'),
  Ui: Symbol('UiStore'),
  /** What the server says of the site (`SiteEnvironment`), for `UiStore`. */
  SiteEnvironment: Symbol('SiteEnvironment'),
  SearchFilters: Symbol('SearchFiltersStore'),
  SearchOverlay: Symbol('SearchOverlayStore'),
  Typeahead: Symbol('TypeaheadStore'),
  Cart: Symbol('CartStore'),
  CreatorResults: Symbol('CreatorResultsStore'),
  CreatorProfile: Symbol('CreatorProfileStore'),
  ActingAs: Symbol('ActingAsStore'),
  /** Where `ActingAsStore` keeps its creator (a platform adapter over session storage). */
  ActingAsStorage: Symbol('ActingAsStorage'),
  RecentSignIn: Symbol('RecentSignInStore'),
  EmailConfirmation: Symbol('EmailConfirmationStore'),
  Notifications: Symbol('NotificationsStore'),
} as const;
