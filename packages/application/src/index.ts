/**
 * Publi's client use cases and the ports they need. Depends on `@publi/domain` only: the
 * outside world (HTTP, identity, storage, clock) comes in through ports, and every port has
 * an in-memory adapter here for tests and scripts.
 *
 * @packageDocumentation
 */

// Dependency-injection tokens
export { PORT_TOKENS } from './application.tokens.js';

// Errors
export { ApplicationError, isApplicationError } from './errors/application-error.js';
export { APPLICATION_ERROR_MESSAGES, type ApplicationErrorCode } from './errors/application-error-messages.js';

// Model
export type { AgentCreator, CreatorAgent } from './model/agent.model.js';
export type { BankAccount, BankAccountInput, BankAccountType, PixKeyType } from './model/bank-account.model.js';
export type { ChatFeedEnd, ChatFeedState, ChatMessage, ChatPage, ChatSenderRole } from './model/chat.model.js';
export type { Contract, ContractAnswer, ContractListQuery, ContractMove, ContractPage, ContractStatus, ContractTerms } from './model/contract.model.js';
export type { Deliveries, DeliveryFile, DeliveryInput, DeliveryReview, DeliveryRound } from './model/delivery.model.js';
export type { ContractEarnings, Earnings, MoneyStages } from './model/earnings.model.js';
export type { AppNotification, NotificationPage, NotificationSummary } from './model/notification.model.js';
export type { CreatorCard, CreatorDetails, JobPrices } from './model/creator.model.js';
export type {
  CreatorSearchCount,
  CreatorSearchPage,
  LocaleKind,
  PriceBounds,
  PriceRange,
  TypeaheadCreator,
  TypeaheadLocale,
  TypeaheadResult,
} from './model/creator-search.model.js';
export type { CardForm, CardToken, DownloadedFile, Payment, PaymentItem, PaymentMethod, PaymentQuote, PaymentReceipt, PaymentRequest, PaymentStatus, PixCharge, PixDueOffer, PixDueTerms, ReceiptParty } from './model/payment.model.js';
export type { PostalCodeAddress, PostalCodeLocation } from './model/postal-code.model.js';
export type {
  Project,
  ProjectBriefing,
  ProjectCreator,
  ProjectExportFile,
  ProjectExportFormat,
  ProjectListFilter,
  ProjectOption,
  ProjectPage,
  ProjectReference,
  ProjectStatusCounts,
  ProjectSummary,
  ProjectTypeOption,
  ProjectWizard,
} from './model/project.model.js';
export type { ProposalInput, ProposalItem } from './model/proposal.model.js';
export type { Badge, Brand, Category, CategoryWithChildren, ReferenceData } from './model/reference-data.model.js';
export type { SelectedCreator } from './model/selected-creator.model.js';
export { isSelectedCreator, isSelectedDelivery } from './model/selection-entries.js';
export type { SocialNetwork, SocialNetworkInput, SocialNetworkName } from './model/social-network.model.js';
export type { UploadFile, UploadProgress, UploadPurpose, UploadResult } from './model/upload.model.js';
export type { AccountType, Address, AddressInput, CategoryRef, NewUser, OwnUser, ProfileChanges, User, UserInfo } from './model/user.model.js';

// Ports
export type { AccountPort } from './ports/account.port.js';
export type { AgentPort } from './ports/agent.port.js';
export type { CartPort } from './ports/cart.port.js';
export type { ChatFeedListener, ChatPort } from './ports/chat.port.js';
export type { ClockPort } from './ports/clock.port.js';
export type { ContractPort } from './ports/contract.port.js';
export type { CheckoutPort } from './ports/checkout.port.js';
export type { DeliveryPort } from './ports/delivery.port.js';
export type { EarningsPort } from './ports/earnings.port.js';
export type { NotificationPort } from './ports/notification.port.js';
export type { AuditLogPort } from './ports/audit-log.port.js';
export type { AuditEvent, AuditEventKind, AuditLogPage, AuditPerson } from './model/audit-event.model.js';
export { InMemoryAuditLogAdapter } from './in-memory/in-memory-audit-log.adapter.js';
export { AuditLogUseCase } from './use-cases/audit-log.use-case.js';
export type { MyDataFormat, PrivacyPort } from './ports/privacy.port.js';
export { InMemoryPrivacyAdapter } from './in-memory/in-memory-privacy.adapter.js';
export { DownloadMyDataUseCase } from './use-cases/download-my-data.use-case.js';
export { DeleteMyAccountUseCase } from './use-cases/delete-my-account.use-case.js';
export type { EmailPort } from './ports/email.port.js';
export { EMAIL_KINDS, type DemoEmail, type EmailKind, type EmailPreference, type EmailPreferenceChange, type UnsubscribeLink } from './model/email.model.js';
export { InMemoryEmailAdapter, type InMemoryEmailAccounts } from './in-memory/in-memory-email.adapter.js';
export { EmailPreferencesUseCase } from './use-cases/email-preferences.use-case.js';
export { UnsubscribeUseCase } from './use-cases/unsubscribe.use-case.js';
export { DemoMailboxUseCase } from './use-cases/demo-mailbox.use-case.js';
export type { CreatorProfilePort } from './ports/creator-profile.port.js';
export type { CreatorSearchPageOptions, CreatorSearchPort } from './ports/creator-search.port.js';
export type { IdentityPort, IdentitySession } from './ports/identity.port.js';
export type { LoggerPort } from './ports/logger.port.js';
export type { PaymentPort } from './ports/payment.port.js';
export type { PostalCodePort } from './ports/postal-code.port.js';
export type { ProjectPort } from './ports/project.port.js';
export type { ProposalPort } from './ports/proposal.port.js';
export type { ReferenceDataPort } from './ports/reference-data.port.js';
export type { SelectedCreatorsStorePort } from './ports/selected-creators-store.port.js';
export type { SelectedDeliveriesStorePort } from './ports/selected-deliveries-store.port.js';
export type { TokenStorePort } from './ports/token-store.port.js';
export type { UploadPort } from './ports/upload.port.js';

// In-memory adapters (tests and scripts)
export { fakeJwt } from './in-memory/fake-jwt.js';
export { InMemoryAccountAdapter } from './in-memory/in-memory-account.adapter.js';
export { InMemoryAgentAdapter } from './in-memory/in-memory-agent.adapter.js';
export { InMemoryAgentLinks } from './in-memory/in-memory-agent-links.js';
export { InMemoryCartAdapter } from './in-memory/in-memory-cart.adapter.js';
export { InMemoryChatAdapter } from './in-memory/in-memory-chat.adapter.js';
export { InMemoryClock } from './in-memory/in-memory-clock.adapter.js';
export { InMemoryContractAdapter, type InMemoryParties } from './in-memory/in-memory-contract.adapter.js';
export { InMemoryNotificationAdapter } from './in-memory/in-memory-notification.adapter.js';
export { InMemoryCreatorProfileAdapter } from './in-memory/in-memory-creator-profile.adapter.js';
export { InMemoryCreatorSearchAdapter } from './in-memory/in-memory-creator-search.adapter.js';
export { InMemoryIdentityAdapter } from './in-memory/in-memory-identity.adapter.js';
export { InMemoryLogger } from './in-memory/in-memory-logger.adapter.js';
export { InMemoryPaymentAdapter } from './in-memory/in-memory-payment.adapter.js';
export { InMemoryDeliveryAdapter } from './in-memory/in-memory-delivery.adapter.js';
export { InMemoryEarningsAdapter } from './in-memory/in-memory-earnings.adapter.js';
export { InMemoryPostalCodeAdapter } from './in-memory/in-memory-postal-code.adapter.js';
export { IN_MEMORY_PROJECT_OPTIONS, InMemoryProjectAdapter } from './in-memory/in-memory-project.adapter.js';
export { InMemoryProposalAdapter, type InMemoryProposalProject } from './in-memory/in-memory-proposal.adapter.js';
export { InMemoryReferenceDataAdapter } from './in-memory/in-memory-reference-data.adapter.js';
export { InMemorySelectedCreatorsStore } from './in-memory/in-memory-selected-creators-store.adapter.js';
export { InMemorySelectedDeliveriesStore } from './in-memory/in-memory-selected-deliveries-store.adapter.js';
export type { InMemoryShelf } from './in-memory/in-memory-shelf-list.js';
export { InMemorySession } from './in-memory/in-memory-session.js';
export { InMemoryTokenStore } from './in-memory/in-memory-token-store.adapter.js';
export { InMemoryUploadAdapter } from './in-memory/in-memory-upload.adapter.js';

// Use cases
export { AccountStatusUseCase } from './use-cases/account-status.use-case.js';
export { AgentWorkspaceUseCase, type ManagedCreator } from './use-cases/agent-workspace.use-case.js';
export { AnswerContractUseCase } from './use-cases/answer-contract.use-case.js';
export { ChangeEmailUseCase } from './use-cases/change-email.use-case.js';
export { ConfirmEmailUseCase } from './use-cases/confirm-email.use-case.js';
export { ChangePasswordUseCase } from './use-cases/change-password.use-case.js';
export { ChangeProfilePictureUseCase } from './use-cases/change-profile-picture.use-case.js';
export { ChooseAccountTypeUseCase } from './use-cases/choose-account-type.use-case.js';
export { CompleteProfileUseCase } from './use-cases/complete-profile.use-case.js';
export { CreatePasswordUseCase } from './use-cases/create-password.use-case.js';
export { CheckoutUseCase, newPaymentAttemptKey } from './use-cases/checkout.use-case.js';
export { DeliveriesUseCase } from './use-cases/deliveries.use-case.js';
export { EarningsUseCase } from './use-cases/earnings.use-case.js';
export { PaymentsUseCase } from './use-cases/payments.use-case.js';
export { EditProfileUseCase } from './use-cases/edit-profile.use-case.js';
export { GetProjectUseCase } from './use-cases/get-project.use-case.js';
export { LinkAgentUseCase } from './use-cases/link-agent.use-case.js';
export { ListCreatorContractsUseCase } from './use-cases/list-creator-contracts.use-case.js';
export { ListProjectsUseCase } from './use-cases/list-projects.use-case.js';
export { LoadCartUseCase } from './use-cases/load-cart.use-case.js';
export { LoadChatPageUseCase } from './use-cases/load-chat-page.use-case.js';
export { loadReferenceData } from './use-cases/load-reference-data.js';
export { LoadSessionUseCase, completionOf, type CreatorSession, type StartupState } from './use-cases/load-session.use-case.js';
export { LookUpPostalCodeUseCase } from './use-cases/look-up-postal-code.use-case.js';
export { orFallback } from './use-cases/or-fallback.js';
export { PROJECT_WIZARD_STEPS, ProjectWizardUseCase, emptyProjectWizard, wizardChecksOf } from './use-cases/project-wizard.use-case.js';
export { ManageProjectUseCase } from './use-cases/manage-project.use-case.js';
export { UploadProjectFileUseCase } from './use-cases/upload-project-file.use-case.js';
export { ProposeUseCase } from './use-cases/proposals.use-case.js';
export { NotificationsUseCase } from './use-cases/notifications.use-case.js';
export { RefreshTokenUseCase } from './use-cases/refresh-token.use-case.js';
export { ConfirmIdentityUseCase, type ConfirmationMethod } from './use-cases/confirm-identity.use-case.js';
export { ReplaceCartUseCase } from './use-cases/replace-cart.use-case.js';
export { ResetPasswordUseCase } from './use-cases/reset-password.use-case.js';
export { SearchCreatorsUseCase } from './use-cases/search-creators.use-case.js';
export { SelectedCreatorsUseCase } from './use-cases/selected-creators.use-case.js';
export { newClientMessageId, SendChatMessageUseCase } from './use-cases/send-chat-message.use-case.js';
export { SetCartDeliveryUseCase } from './use-cases/set-cart-delivery.use-case.js';
export { SignInUseCase } from './use-cases/sign-in.use-case.js';
export { SignOutUseCase } from './use-cases/sign-out.use-case.js';
export { SignUpUseCase, type EmailSignUp } from './use-cases/sign-up.use-case.js';
export { TypeaheadUseCase } from './use-cases/typeahead.use-case.js';
export { ViewCreatorProfileUseCase } from './use-cases/view-creator-profile.use-case.js';
export { ListContractsUseCase } from './use-cases/list-contracts.use-case.js';
export { FollowChatUseCase } from './use-cases/follow-chat.use-case.js';
