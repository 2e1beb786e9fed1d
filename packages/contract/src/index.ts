/**
 * Publi's HTTP contract: every route's method, path, auth and wire schemas (zod 4), the one
 * error body and its registry of codes, and the OpenAPI document built from them. The server
 * validates requests and answers with it; the client's HTTP adapters check answers with it.
 * Wire names are the spec's, spelling included (`social_newtork`, `/account/user/desactive`).
 *
 * @packageDocumentation
 */

// Routes
export { defineRoute, type HttpMethod, type RouteAuth, type RouteContract } from './route-contract.js';
export { ROUTES, type RouteName } from './routes/index.js';
// Each area's routes on their own: a client that imports only the areas it calls carries only
// their schemas (the package has no side effects but `without-eval`, so a bundler leaves the
// rest out), where `ROUTES` holds every schema of the API.
export { agentsRoutes } from './routes/agents.routes.js';
export { auditLogRoutes } from './routes/audit-log.routes.js';
export { cartRoutes } from './routes/cart.routes.js';
export { chatRoutes } from './routes/chat.routes.js';
export { contractsRoutes } from './routes/contracts.routes.js';
export { creatorProfileRoutes } from './routes/creator-profile.routes.js';
export { deliveriesRoutes } from './routes/deliveries.routes.js';
export { emailRoutes } from './routes/email.routes.js';
export { notificationsRoutes } from './routes/notifications.routes.js';
export { paymentsRoutes } from './routes/payments.routes.js';
export { payoutsRoutes } from './routes/payouts.routes.js';
export { privacyRoutes } from './routes/privacy.routes.js';
export { projectsRoutes } from './routes/projects.routes.js';
export { uploadRoutes } from './routes/upload.routes.js';
export { userBankAccountRoutes } from './routes/user-bank-account.routes.js';
export { usersRoutes } from './routes/users.routes.js';
export { PUBLIC_READ_ADDRESSES, type PublicReadName, type RouteAddress } from './routes/public-read-addresses.js';
export { routeErrorCodes } from './route-error-codes.js';
export { RATE_LIMIT_CLASSES, rateLimitClassOf, type RateLimitClass } from './rate-limit-class.js';

// Errors and envelopes
export { API_ERRORS, isApiErrorCode, type ApiErrorCode, type ApiErrorDefinition } from './errors/api-errors.js';
export { apiError } from './errors/api-error.js';
export { errorBodySchema, type ErrorBody } from './errors/error-body.schema.js';
export { successEnvelope } from './envelope/success-envelope.js';
export { readSuccessBody, type SuccessBodyReading } from './envelope/read-success-body.js';
export { errorBodyOf, readEnvelope, type EnvelopeReading } from './envelope/read-envelope.js';

// Validation
export { validateRequest, type RawRequest, type RequestValidation, type ValidRequest } from './validation/validate-request.js';
export { requestError, type RequestError } from './validation/request-error.js';
export { fieldMessagesOf, UNKNOWN_FIELD_MESSAGE } from './validation/field-messages.js';

// OpenAPI
export { buildOpenApiDocument, type OpenApiOptions } from './openapi/build-openapi-document.js';
export type { JsonSchema, OpenApiDocument, OpenApiOperation, OpenApiParameter } from './openapi/openapi-document.js';

// Shared wire values
export { BRAZIL_UFS, type BrazilUf } from './schemas/brazil-uf.schema.js';
export { categoryRefSchema, type CategoryRefWire } from './schemas/wire-values.schema.js';
export { MAX_URL_LENGTH } from './schemas/contact-fields.schema.js';
export { MAX_FOLLOWERS, MAX_ID } from './schemas/number-fields.schema.js';

// Privacy (LGPD)
export {
  PRIVACY_CONSENT_MISSING_MESSAGE,
  PRIVACY_CONSENT_OUTDATED_MESSAGE,
  privacyPolicyVersionField,
} from './schemas/privacy.schema.js';
export { PRIVACY_POLICY_VERSION } from './schemas/privacy-policy-version.js';
export { deletedAccountSchema, PRIVACY_EXPORT_FORMATS, privacyExportQuerySchema, type DeletedAccountWire, type PrivacyExportFormat } from './schemas/privacy-export.schema.js';

// Users
export {
  ACCOUNT_TYPES,
  deactivatedUserSchema,
  ownUserSchema,
  userEmailSchema,
  userSchema,
  type AccountType,
  type DeactivatedUserWire,
  type OwnUserWire,
  type UserEmailWire,
  type UserWire,
} from './schemas/user.schema.js';
export {
  accountTypeBodySchema,
  createUserBodySchema,
  saveUserInfoBodySchema,
  updateUserBodySchema,
  userByExternalIdQuerySchema,
  userCategoriesBodySchema,
  userEmailQuerySchema,
  type AccountTypeBodyWire,
  type CreateUserBodyWire,
  type SaveUserInfoBodyWire,
  type UpdateUserBodyWire,
  type UserByExternalIdQueryWire,
  type UserCategoriesBodyWire,
  type UserEmailQueryWire,
} from './schemas/user-requests.schema.js';
export { MAX_USER_CATEGORIES } from './schemas/user-fields.schema.js';
export { addressBodySchema, addressSchema, type AddressBodyWire, type AddressWire } from './schemas/address.schema.js';
export {
  bankAccountBodySchema,
  bankAccountOrNullSchema,
  bankAccountSchema,
  type BankAccountBodyWire,
  type BankAccountOrNullWire,
  type BankAccountWire,
} from './schemas/bank-account.schema.js';
export {
  MAX_SOCIAL_NETWORKS,
  SOCIAL_NETWORK_NAMES,
  socialNetworkBodySchema,
  socialNetworkListSchema,
  socialNetworkSchema,
  socialNetworksBodySchema,
  type SocialNetworkBodyWire,
  type SocialNetworksBodyWire,
  type SocialNetworkWire,
} from './schemas/social-network.schema.js';

// Creators
export {
  MAX_PRICE,
  creatorPricesSchema,
  jobPricesBodySchema,
  type CreatorPricesWire,
  type JobPricesBodyWire,
} from './schemas/creator-prices.schema.js';
export { creatorDetailsSchema, type CreatorDetailsWire } from './schemas/creator-details.schema.js';
export { creatorCardSchema, type CreatorCardWire } from './schemas/creator-card.schema.js';
export {
  creatorDetailsQuerySchema,
  creatorSlugQuerySchema,
  type CreatorDetailsQueryWire,
  type CreatorSlugQueryWire,
} from './schemas/creator-profile-requests.schema.js';
export {
  anyCategorySchema,
  badgeSchema,
  brandSchema,
  categorySchema,
  categoryWithChildrenSchema,
  subCategorySchema,
  type AnyCategoryWire,
  type BadgeWire,
  type BrandWire,
  type CategoryWire,
  type CategoryWithChildrenWire,
  type SubCategoryWire,
} from './schemas/reference.schema.js';

// Creator search
export {
  SEARCH_LIST_LIMITS,
  SWAPPED_BOUNDS_MESSAGES,
  creatorSearchParamsSchema,
  type CreatorSearchParamsWire,
} from './schemas/creator-search-params.schema.js';
export {
  CREATOR_TOTAL_CAP,
  MAX_SEARCH_IDS,
  MAX_SEARCH_OFFSET,
  creatorSearchBodySchema,
  creatorSearchCountSchema,
  creatorSearchPageQuerySchema,
  creatorSearchQuerySchema,
  creatorTotalSchema,
  type CreatorSearchBodyWire,
  type CreatorSearchCountWire,
  type CreatorSearchPageQueryWire,
  type CreatorSearchQueryWire,
  type CreatorTotalWire,
} from './schemas/creator-search.schema.js';
export {
  creatorSearchResultSchema,
  priceRangeSchema,
  type CreatorSearchResultWire,
  type PriceRangeWire,
} from './schemas/creator-search-result.schema.js';
export {
  TYPEAHEAD_LIMITS,
  creatorTypeaheadQuerySchema,
  creatorTypeaheadSchema,
  type CreatorTypeaheadQueryWire,
  type CreatorTypeaheadWire,
} from './schemas/creator-typeahead.schema.js';

// Cart
export {
  CART_LIMITS,
  cartCreatorSchema,
  cartDeliveryBodySchema,
  cartOwnerBodySchema,
  cartSchema,
  setCartCreatorsBodySchema,
  type CartCreatorWire,
  type CartDeliveryBodyWire,
  type CartOwnerBodyWire,
  type CartWire,
  type SetCartCreatorsBodyWire,
} from './schemas/cart.schema.js';

// Projects
export {
  BRAND_MOVES,
  EXPORT_FORMATS,
  PROJECT_LIMITS,
  PROJECT_WIZARD_STEPS,
  createProjectBodySchema,
  creatorProjectsExportQuerySchema,
  insertProjectCreatorsBodySchema,
  listProjectsQuerySchema,
  moveProjectBodySchema,
  projectIdQuerySchema,
  projectOptionBodySchema,
  projectReferenceSchema,
  removeProjectCreatorsBodySchema,
  saveProjectDraftBodySchema,
  updateProjectBodySchema,
  type CreatorProjectsExportQueryWire,
  type InsertProjectCreatorsBodyWire,
  type ListProjectsQueryWire,
  type MoveProjectBodyWire,
  type ProjectIdQueryWire,
  type ProjectOptionBodyWire,
  type ProjectReferenceWire,
  type ProjectWizardBodyWire,
  type RemoveProjectCreatorsBodyWire,
  type UpdateProjectBodyWire,
} from './schemas/project-requests.schema.js';
export {
  projectCreatorSchema,
  projectDetailsSchema,
  projectListSchema,
  projectOptionSchema,
  projectStatusCountsSchema,
  projectSummarySchema,
  projectTotalSchema,
  projectTypeSchema,
  wireProjectStatus,
  type ProjectCreatorWire,
  type ProjectDetailsWire,
  type ProjectListWire,
  type ProjectOptionWire,
  type ProjectSummaryWire,
  type ProjectTypeWire,
} from './schemas/project.schema.js';
export { EXPORT_MEDIA_TYPES } from './routes/projects.routes.js';

// Proposals, contracts, chat and notifications
export {
  acceptanceBodySchema,
  amountCentavosField,
  CONTRACT_LIMITS,
  contractIdParamsSchema,
  contractsFilterQuerySchema,
  counterBodySchema,
  createProposalsBodySchema,
  creatorContractsQuerySchema,
  deadlineField,
  listProposalsBodySchema,
  reasonBodySchema,
  type CounterBodyWire,
  type CreateProposalsBodyWire,
  type ListProposalsBodyWire,
} from './schemas/contract-requests.schema.js';
export {
  CONTRACT_ANSWERS,
  contractSchema,
  contractTermsSchema,
  createdProposalsSchema,
  proposalListSchema,
  wireContractStatus,
  type ContractAnswerWire,
  type ContractTermsWire,
  type ContractWire,
  type ProposalListWire,
} from './schemas/contract.schema.js';
export { CHAT_MESSAGE_MAX } from './schemas/chat-limits.js';
export {
  CHAT_SENDER_ROLES,
  chatIdParamsSchema,
  chatListParamsSchema,
  chatMessageSchema,
  chatPageQuerySchema,
  chatPageSchema,
  chatReadSchema,
  chatStreamQuerySchema,
  markChatReadBodySchema,
  postChatMessageBodySchema,
  type ChatMessageWire,
  type ChatPageWire,
  type PostChatMessageBodyWire,
} from './schemas/chat.schema.js';
export {
  demoEmailSchema,
  EMAIL_KINDS,
  emailPreferenceSchema,
  emailPreferencesBodySchema,
  emailPreferencesSchema,
  LOCKED_EMAIL_KINDS,
  unsubscribeQuerySchema,
  unsubscribeSchema,
  type DemoEmailWire,
  type EmailKind,
  type EmailPreferencesBodyWire,
  type EmailPreferencesWire,
  type UnsubscribeWire,
} from './schemas/email.schema.js';
export { EVENT_STREAM_END_EVENT, EVENT_STREAM_END_REASONS, EVENT_STREAM_RECONNECT_EVENT, eventStreamEndSchema, type EventStreamEndWire } from './schemas/event-stream.schema.js';
export {
  listNotificationsQuerySchema,
  markNotificationsReadBodySchema,
  NOTIFICATION_KINDS,
  NOTIFICATION_LIMITS,
  notificationPageSchema,
  notificationSchema,
  notificationSummarySchema,
  type NotificationKind,
  type NotificationWire,
} from './schemas/notification.schema.js';

// Payments, deliveries and payouts
export {
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  PAYMENT_STATUS_LABELS,
  PROVIDER_EVENT_TYPES,
  paidCardSchema,
  paymentItemSchema,
  paymentListSchema,
  paymentQuoteSchema,
  pixDueOfferSchema,
  paymentReceiptSchema,
  paymentSchema,
  pixChargeSchema,
  receiptPartySchema,
  webhookReceiptSchema,
  type PaymentMethodWire,
  type PaymentQuoteWire,
  type PaymentReceiptWire,
  type PaymentStatusWire,
  type PaymentWire,
} from './schemas/payment.schema.js';
export {
  apiPixCallbackBodySchema,
  apiPixCallbackParamsSchema,
  createPaymentBodySchema,
  MAX_CONTRACTS_PER_PAYMENT,
  pagarmeWebhookBodySchema,
  paymentIdParamsSchema,
  paymentQuoteQuerySchema,
  paymentsExportQuerySchema,
  paymentsQuerySchema,
  providerEventBodySchema,
  type ApiPixCallbackBodyWire,
  type CreatePaymentBodyWire,
  type PagarmeWebhookBodyWire,
  type ProviderEventWire,
} from './schemas/payment-requests.schema.js';
export {
  changesBodySchema,
  deliveriesSchema,
  DELIVERY_LIMITS,
  deliveryBodySchema,
  deliveryFileParamsSchema,
  deliveryFileSchema,
  deliveryLinkField,
  deliveryRoundSchema,
  type DeliveriesWire,
  type DeliveryBodyWire,
  type DeliveryFileWire,
} from './schemas/delivery.schema.js';
export { earningsQuerySchema, earningsSchema, moneyStagesSchema, PAYOUT_STATUSES, payoutBodySchema, type EarningsWire, type MoneyStagesWire } from './schemas/earnings.schema.js';

// Agents
export {
  actingForQuerySchema,
  agentByTokenQuerySchema,
  agentCreatorSchema,
  agentTokenField,
  agentTokenSchema,
  creatorAgentSchema,
  linkAgentBodySchema,
  managedCreatorQuerySchema,
  profileCompletionSchema,
  unlinkAgentBodySchema,
  unlinkedAgentSchema,
  type ActingForQueryWire,
  type AgentByTokenQueryWire,
  type AgentCreatorWire,
  type AgentTokenWire,
  type CreatorAgentWire,
  type LinkAgentBodyWire,
  type ManagedCreatorQueryWire,
  type ProfileCompletionWire,
  type UnlinkAgentBodyWire,
  type UnlinkedAgentWire,
} from './schemas/agent.schema.js';

// Uploads
export {
  PUBLIC_UPLOAD_PURPOSES,
  uploadBodySchema,
  uploadFieldsSchema,
  uploadFileBodySchema,
  uploadPurposeParamsSchema,
  uploadResultSchema,
  type UploadFieldsWire,
  type UploadPurposeParamsWire,
  type UploadResultWire,
} from './schemas/upload.schema.js';
export { IMAGE_WIDTHS, IMAGES_PATH, imageSrcSet, UPLOADS_PATH, type ImageWidth } from './schemas/image-widths.js';
export {
  MAX_UPLOAD_BYTES,
  UPLOAD_CONTENT_TYPES,
  UPLOAD_LIMITS,
  UPLOAD_PURPOSES,
  uploadRefusal,
  type UploadLimit,
  type UploadPurpose,
} from './schemas/upload-limits.js';

// Health
export { healthSchema, READINESS_CHECKS, readinessSchema, type HealthWire, type ReadinessCheck, type ReadinessWire } from './schemas/health.schema.js';
export {
  AUDIT_EVENT_KINDS,
  AUDIT_FIELDS,
  AUDIT_LOG_LIMITS,
  auditEventSchema,
  auditLogPageSchema,
  auditLogQuerySchema,
  type AuditEventWire,
  type AuditLogPageWire,
} from './schemas/audit-log.schema.js';
