import { inject, injectable } from 'inversify';
import type { AccountStatusStore } from './account-status.store.js';
import type { AccountAccessStore } from './account-access.store.js';
import type { EmailConfirmationStore } from './email-confirmation.store.js';
import type { ActingAsStore } from './acting-as.store.js';
import type { AgentWorkspaceStore } from './agent-workspace.store.js';
import type { BankAccountStore } from './bank-account.store.js';
import type { RecentSignInStore } from './recent-sign-in.store.js';
import type { AuditLogStore } from './audit-log.store.js';
import type { MyDataStore } from './my-data.store.js';
import type { AccountDeletionStore } from './account-deletion.store.js';
import type { CreatorAgentStore } from './creator-agent.store.js';
import type { CartStore } from './cart.store.js';
import type { CreatorProfileStore } from './creator-profile.store.js';
import type { CreatorResultsStore } from './creator-results.store.js';
import type { ProfileEditorStore } from './profile-editor.store.js';
import type { ChatStore } from './chat.store.js';
import type { CheckoutStore } from './checkout.store.js';
import type { ContractStore } from './contract.store.js';
import type { DeliveriesStore } from './deliveries.store.js';
import type { EarningsStore } from './earnings.store.js';
import type { DemoMailboxStore } from './demo-mailbox.store.js';
import type { EmailPreferencesStore } from './email-preferences.store.js';
import type { UnsubscribeStore } from './unsubscribe.store.js';
import type { PaymentsStore } from './payments.store.js';
import type { JobsStore } from './jobs.store.js';
import type { NotificationsStore } from './notifications.store.js';
import type { ProjectDetailsStore } from './project-details.store.js';
import type { ProposalFormStore } from './proposal-form.store.js';
import type { ProjectListStore } from './project-list.store.js';
import type { ProjectWizardStore } from './project-wizard.store.js';
import type { SearchFiltersStore } from './search-filters.store.js';
import type { SearchOverlayStore } from './search-overlay.store.js';
import type { OwnCreatorStore } from './own-creator.store.js';
import type { ReferenceListsStore } from './reference-lists.store.js';
import type { SessionStore } from './session.store.js';
import type { SignInStore } from './sign-in.store.js';
import type { SignUpStore } from './sign-up.store.js';
import { STORE_TOKENS } from './store.tokens.js';
import type { TypeaheadStore } from './typeahead.store.js';
import type { UiStore } from './ui.store.js';

/** Every store the page shares, handed to components through the React context. */
@injectable()
export class RootStore {
  constructor(
    @inject(STORE_TOKENS.Session) readonly session: SessionStore,
    @inject(STORE_TOKENS.ReferenceLists) readonly referenceLists: ReferenceListsStore,
    @inject(STORE_TOKENS.OwnCreator) readonly ownCreator: OwnCreatorStore,
    @inject(STORE_TOKENS.Ui) readonly ui: UiStore,
    /** The search's filters (domain state), shared by the overlay and the results page. */
    @inject(STORE_TOKENS.SearchFilters) readonly search: SearchFiltersStore,
    @inject(STORE_TOKENS.SearchOverlay) readonly searchOverlay: SearchOverlayStore,
    @inject(STORE_TOKENS.Typeahead) readonly typeahead: TypeaheadStore,
    @inject(STORE_TOKENS.Cart) readonly cart: CartStore,
    @inject(STORE_TOKENS.SignIn) readonly signIn: SignInStore,
    @inject(STORE_TOKENS.SignUp) readonly signUp: SignUpStore,
    @inject(STORE_TOKENS.CreatorResults) readonly creatorResults: CreatorResultsStore,
    @inject(STORE_TOKENS.CreatorProfile) readonly creatorProfile: CreatorProfileStore,
    /** The creator an agent acts for, when one does. */
    @inject(STORE_TOKENS.ActingAs) readonly actingAs: ActingAsStore,
    @inject(STORE_TOKENS.BankAccount) readonly bankAccount: BankAccountStore,
    /** "Confirme que é você" before money moves: the dialog's state. */
    @inject(STORE_TOKENS.RecentSignIn) readonly recentSignIn: RecentSignInStore,
    /** `/perfil/atividade`: the security history. */
    @inject(STORE_TOKENS.AuditLog) readonly auditLog: AuditLogStore,
    /** `/privacidade`, "Seus dados": the download of one's own data. */
    @inject(STORE_TOKENS.MyData) readonly myData: MyDataStore,
    /** `/privacidade`, "Excluir minha conta". */
    @inject(STORE_TOKENS.AccountDeletion) readonly accountDeletion: AccountDeletionStore,
    /** Deactivating and reactivating the account. */
    @inject(STORE_TOKENS.AccountStatus) readonly accountStatus: AccountStatusStore,
    /** `/agente`: the agent's token and creators. */
    @inject(STORE_TOKENS.AgentWorkspace) readonly agentWorkspace: AgentWorkspaceStore,
    /** "Meu agente": the creator's side of the link. */
    @inject(STORE_TOKENS.CreatorAgent) readonly creatorAgent: CreatorAgentStore,
    /** The account `/perfil` edits: the person's own or the creator acted for. */
    @inject(STORE_TOKENS.ProfileEditor) readonly profileEditor: ProfileEditorStore,
    @inject(STORE_TOKENS.AccountAccess) readonly accountAccess: AccountAccessStore,
    /** "Confirme seu e-mail", under the header while the account's is unconfirmed. */
    @inject(STORE_TOKENS.EmailConfirmation) readonly emailConfirmation: EmailConfirmationStore,
    /** `/projetos`, `/projetos/novo`, `/projetos/:id`. */
    @inject(STORE_TOKENS.ProjectList) readonly projectList: ProjectListStore,
    @inject(STORE_TOKENS.ProjectWizard) readonly projectWizard: ProjectWizardStore,
    @inject(STORE_TOKENS.ProjectDetails) readonly projectDetails: ProjectDetailsStore,
    /** `/trabalhos`, `/contratos/:id`, the bell and `/notificacoes`, and proposals from a project. */
    @inject(STORE_TOKENS.Jobs) readonly jobs: JobsStore,
    @inject(STORE_TOKENS.Contract) readonly contract: ContractStore,
    /** The contract's chat, beside it on `/contratos/:id`. */
    @inject(STORE_TOKENS.Chat) readonly chat: ChatStore,
    @inject(STORE_TOKENS.Notifications) readonly notifications: NotificationsStore,
    @inject(STORE_TOKENS.ProposalForm) readonly proposalForm: ProposalFormStore,
    /** `/contratos/:id/pagamento` and the deliveries on `/contratos/:id`. */
    @inject(STORE_TOKENS.Checkout) readonly checkout: CheckoutStore,
    @inject(STORE_TOKENS.Deliveries) readonly deliveries: DeliveriesStore,
    /** `/pagamentos` and its receipts; `/ganhos`. */
    @inject(STORE_TOKENS.Payments) readonly payments: PaymentsStore,
    @inject(STORE_TOKENS.Earnings) readonly earnings: EarningsStore,
    /** `/perfil/notificacoes`: which e-mails arrive. */
    @inject(STORE_TOKENS.EmailPreferences) readonly emailPreferences: EmailPreferencesStore,
    /** `/email/descadastrar`: an e-mail's unsubscribe link, signed out. */
    @inject(STORE_TOKENS.Unsubscribe) readonly unsubscribe: UnsubscribeStore,
    /** `/demo/emails`: the demo's mailbox. */
    @inject(STORE_TOKENS.DemoMailbox) readonly demoMailbox: DemoMailboxStore,
  ) {}
}
