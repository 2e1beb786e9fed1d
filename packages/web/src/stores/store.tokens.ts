/** Tokens of the MobX stores the container builds, one instance of each per page. */
export const STORE_TOKENS = {
  Root: Symbol('RootStore'),
  Session: Symbol('SessionStore'),
  Ui: Symbol('UiStore'),
  Search: Symbol('SearchStore'),
  Cart: Symbol('CartStore'),
  SignUp: Symbol('SignUpStore'),
  CreatorResults: Symbol('CreatorResultsStore'),
  CreatorProfile: Symbol('CreatorProfileStore'),
} as const;
