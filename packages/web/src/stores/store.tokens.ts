/** Tokens of the MobX stores the container builds, one instance of each per page. */
export const STORE_TOKENS = {
  Root: Symbol('RootStore'),
  Session: Symbol('SessionStore'),
  Ui: Symbol('UiStore'),
  SearchFilters: Symbol('SearchFiltersStore'),
  SearchOverlay: Symbol('SearchOverlayStore'),
  Typeahead: Symbol('TypeaheadStore'),
  Cart: Symbol('CartStore'),
  SignIn: Symbol('SignInStore'),
  SignUp: Symbol('SignUpStore'),
  CreatorResults: Symbol('CreatorResultsStore'),
  CreatorProfile: Symbol('CreatorProfileStore'),
  ActingAs: Symbol('ActingAsStore'),
  /** Where `ActingAsStore` keeps its creator (a platform adapter over session storage). */
  ActingAsStorage: Symbol('ActingAsStorage'),
  BankAccount: Symbol('BankAccountStore'),
  AccountStatus: Symbol('AccountStatusStore'),
  AgentWorkspace: Symbol('AgentWorkspaceStore'),
  CreatorAgent: Symbol('CreatorAgentStore'),
  ProfileEditor: Symbol('ProfileEditorStore'),
  AccountAccess: Symbol('AccountAccessStore'),
} as const;
