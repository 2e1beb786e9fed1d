import { ContainerModule } from 'inversify';
import { AccountStatusStore } from '../stores/account-status.store.js';
import { ActingAsStore } from '../stores/acting-as.store.js';
import { AgentWorkspaceStore } from '../stores/agent-workspace.store.js';
import { BankAccountStore } from '../stores/bank-account.store.js';
import { CreatorAgentStore } from '../stores/creator-agent.store.js';
import { CartStore } from '../stores/cart.store.js';
import { CreatorProfileStore } from '../stores/creator-profile.store.js';
import { CreatorResultsStore } from '../stores/creator-results.store.js';
import { RootStore } from '../stores/root.store.js';
import { SearchFiltersStore } from '../stores/search-filters.store.js';
import { SearchOverlayStore } from '../stores/search-overlay.store.js';
import { SessionStore } from '../stores/session.store.js';
import { SignInStore } from '../stores/sign-in.store.js';
import { SignUpStore } from '../stores/sign-up.store.js';
import { STORE_TOKENS } from '../stores/store.tokens.js';
import { TypeaheadStore } from '../stores/typeahead.store.js';
import { UiStore } from '../stores/ui.store.js';

/** The MobX stores, one of each per page. */
export const storesModule = new ContainerModule(({ bind }) => {
  bind(STORE_TOKENS.Session).to(SessionStore).inSingletonScope();
  bind(STORE_TOKENS.Ui).to(UiStore).inSingletonScope();
  bind(STORE_TOKENS.SearchFilters).to(SearchFiltersStore).inSingletonScope();
  bind(STORE_TOKENS.SearchOverlay).to(SearchOverlayStore).inSingletonScope();
  bind(STORE_TOKENS.Typeahead).to(TypeaheadStore).inSingletonScope();
  bind(STORE_TOKENS.Cart).to(CartStore).inSingletonScope();
  bind(STORE_TOKENS.SignIn).to(SignInStore).inSingletonScope();
  bind(STORE_TOKENS.SignUp).to(SignUpStore).inSingletonScope();
  bind(STORE_TOKENS.CreatorResults).to(CreatorResultsStore).inSingletonScope();
  bind(STORE_TOKENS.CreatorProfile).to(CreatorProfileStore).inSingletonScope();
  bind(STORE_TOKENS.ActingAs).to(ActingAsStore).inSingletonScope();
  bind(STORE_TOKENS.BankAccount).to(BankAccountStore).inSingletonScope();
  bind(STORE_TOKENS.AccountStatus).to(AccountStatusStore).inSingletonScope();
  bind(STORE_TOKENS.AgentWorkspace).to(AgentWorkspaceStore).inSingletonScope();
  bind(STORE_TOKENS.CreatorAgent).to(CreatorAgentStore).inSingletonScope();
  bind(STORE_TOKENS.Root).to(RootStore).inSingletonScope();
});
