/**
 * Publi's business rules: pure TypeScript that runs in the browser, in Node scripts and in the server.
 * Nothing here reads a clock, the network or storage; what a rule needs is passed in.
 *
 * The states-and-cities dataset is not exported here, so it never rides in a first bundle:
 * use {@link loadBrazilStates} or import `@publi/domain/brazil-states`; the same for the banks list
 * ({@link loadBanks}, `@publi/domain/banks`).
 *
 * @packageDocumentation
 */

// Errors
export { DomainError, isDomainError } from './errors/domain-error.js';
export { DOMAIN_ERROR_MESSAGES, type DomainErrorCode } from './errors/domain-error-messages.js';

// Product constants
export {
  BREAKPOINTS,
  CHAT_PAGE_SIZE,
  CHIP_LIST_LIMIT,
  CREATOR_PAGE_SIZE,
  CURRENCY,
  DEFAULT_CREATOR_IMAGE,
  DEFAULT_PAGE_DESCRIPTION,
  LOADING_DELAYS,
  LOCALE,
  PRODUCT_NAME,
  SELECTED_CREATORS_STORAGE_KEY,
  SELECTED_DELIVERIES_STORAGE_KEY,
  THEME_COLORS,
  TIME_ZONE,
  TOKEN_COOKIE_NAME,
  VIEWPORT_HEIGHT_OFFSET,
} from './constants/product.constants.js';
export { pageTitle } from './constants/page-title.js';
export { SCREEN_PATHS, type ScreenPath } from './constants/screen-paths.js';
export {
  DEFAULT_PROJECT_STATUS_FILTER,
  PROJECT_STATUSES,
  PROJECT_STATUS_LABELS,
  type ProjectStatus,
} from './constants/project-status.js';

// Creator profile completion
export type {
  CreatorBankData,
  CreatorCategoryRef,
  CreatorPrices,
  CreatorProfile,
  OptionalCentavos,
  OptionalText,
  SocialNetworkEntry,
} from './profile/creator-profile.js';
export {
  PROFILE_SECTIONS,
  type ProfileItemKey,
  type ProfileSection,
  type ProfileSectionKey,
} from './profile/profile-sections.js';
export {
  profileCompletion,
  type ProfileCompletion,
  type ProfileSectionCompletion,
} from './profile/profile-completion.js';
export { isPriceSet } from './profile/is-price-set.js';

// Creator search filters (the search overlay)
export type { EngagementFilter, SearchFilters } from './search/search-filters.js';
export { AUDIENCE_TIERS, type AudienceTier, type AudienceTierKey } from './search/audience-tiers.js';
export { audienceTierOf } from './search/audience-tier-of.js';
export { isAudienceTierKey } from './search/is-audience-tier-key.js';
export { selectAudienceTier } from './search/select-audience-tier.js';
export { ENGAGEMENT_RANGE } from './search/engagement-range.js';
export { isValidEngagementRange } from './search/is-valid-engagement-range.js';
export { engagementTag } from './search/engagement-tag.js';
export { parseEngagementTag } from './search/parse-engagement-tag.js';
export { setEngagement } from './search/set-engagement.js';
export { removeEngagementTag } from './search/remove-engagement-tag.js';
export { activeEngagementTag } from './search/active-engagement-tag.js';
export { toggleChip } from './search/toggle-chip.js';
export { toggleCategory } from './search/toggle-category.js';
export { toggleState } from './search/toggle-state.js';
export { toggleCity } from './search/toggle-city.js';
export { firstMatches, type NamedItem } from './search/first-matches.js';
export { emptySearchFilters } from './search/empty-search-filters.js';
export { clearAllFilters } from './search/clear-all-filters.js';
export { hasActiveFilters } from './search/has-active-filters.js';
export type { CreatorSearchParams } from './search/creator-search-params.js';
export { toSearchParams } from './search/to-search-params.js';

// Text
export { foldText, matchesText } from './text/fold-text.js';
export { slugify } from './text/slugify.js';
export { bodyClassFor } from './text/body-class.js';
export { INVALID_URL_MESSAGE, URL_PATTERN, isValidUrl } from './text/url-pattern.js';
export { englishWordsIn } from './text/english-words.js';
export { looksPortuguese } from './text/looks-portuguese.js';

// Cart
export { findCartDelivery, removeCartDelivery, replaceCart, setCartDelivery, type Cart, type CartDelivery } from './cart/cart.js';
export { CART_FORMATS, type CartFormat, type FormatPrices } from './cart/cart-format.js';
export { DEFAULT_DELIVERY, defaultDelivery } from './cart/default-delivery.js';
export { asksUnpricedFormat, deliveryCentavos, deliveryPieces } from './cart/delivery-centavos.js';
export { setFormatQuantity } from './cart/set-format-quantity.js';
export { mergeVisitorSelection } from './cart/merge-visitor-selection.js';

// Session
export { decodeLoginToken, isTokenExpired, type LoginToken } from './session/login-token.js';

// Address
export { formatPostalCode, normalizePostalCode } from './address/postal-code.js';
export type { BrazilState } from './brazil-states/brazil-state.js';
export { loadBrazilStates } from './brazil-states/load-brazil-states.js';
export { citiesOf, findStateBySigla } from './brazil-states/find-state.js';

// Money and dates
export { formatBRL } from './format/format-brl.js';
export { formatAmount } from './format/format-amount.js';
export { MAX_TYPED_CENTAVOS, parseTypedMoney, type TypedMoney, type TypedMoneyProblem } from './money/parse-typed-money.js';
export { positiveAmountMessage, TYPED_MONEY_MESSAGES } from './money/typed-money-messages.js';
export { readPositiveAmount, type PositiveAmount } from './money/read-positive-amount.js';
export { cashRegisterMoney } from './money/cash-register-money.js';
export { centavosFromDecimal } from './format/centavos-from-decimal.js';
export { decimalFromCentavos } from './format/decimal-from-centavos.js';
export { formatDate } from './format/format-date.js';
export { formatDateAtTime, formatDateTime, formatShortDateTime } from './format/format-date-time.js';
export { formatTimeOfDay } from './format/format-time-of-day.js';
export { formatCountdown } from './format/format-countdown.js';

// Uploads: what each purpose accepts
export {
  acceptedTypes,
  MAX_UPLOAD_BYTES,
  UPLOAD_CONTENT_TYPES,
  UPLOAD_LIMITS,
  UPLOAD_PURPOSES,
  uploadRefusal,
  type UploadLimit,
  type UploadPurpose,
} from './uploads/upload-limits.js';
export { uploadAllowance, type UploadAllowance } from './uploads/upload-allowance.js';
export { parseDate } from './format/parse-date.js';
export { saoPauloDay } from './format/sao-paulo-day.js';
export { addCalendarDays, addDays, DAY_MS } from './time/days.js';

// Jobs list
export {
  DEFAULT_JOBS_FILTER,
  JOB_TYPE_ALL,
  filterJobs,
  withJobTitle,
  type FilterableJob,
  type JobsFilter,
} from './jobs/filter-jobs.js';

// Banking: tax ids, banks, account check digits, Pix keys
export { isCnpj, isCpf } from './banking/tax-id.js';
export type { Bank } from './banking/bank.js';
export { bankByCode } from './banking/bank-by-code.js';
export { loadBanks } from './banking/load-banks.js';
export { CHECKED_BANKS, hasValidAccountCheckDigit, type BankAccountNumbers } from './banking/account-check-digit.js';
export { pixKeyInfo, type PixKey, type PixKeyType } from './banking/pix-key.js';
export { maskBankAccount, maskPixKey, receiptDocument } from './banking/mask-destination.js';
export { payoutDestinationShown, type PayoutBankData, type PayoutDestinationShown } from './banking/payout-destination-shown.js';

// Account lifecycle
export { ENDED_CONTRACT_STATUSES, isContractOpen, type OpenContract } from './account/open-contract.js';
export {
  CLOSED_WITHOUT_WORK_STATUSES,
  CONTRACT_STATUS_LABELS,
  CONTRACT_STATUSES,
  FINAL_CONTRACT_STATUSES,
  isContractFinal,
  isContractLive,
  type ContractStatus,
} from './contracts/contract-status.js';
export {
  AUTO_APPROVAL_DAYS,
  autoApprovalAt,
  availableContractActions,
  CONTRACT_MOVES,
  contractStatusLabel,
  effectiveContractStatus,
  isApprovalOverdue,
  isOfferOverdue,
  MAX_CHANGE_ROUNDS,
  nextContractLife,
  offerExpiresAt,
  PROPOSAL_EXPIRY_DAYS,
  type ContractAction,
  type ContractActionKind,
  type ContractActor,
  type ContractLife,
  type ContractMoveResult,
  type ContractRefusal,
  type ContractRefusalCode,
  type ContractTerms,
} from './contracts/contract-life.js';
export {
  CANCELLABLE_STATUSES,
  DELIVERY_UPLOAD_STATUSES,
  hasWorkStarted,
  holdsMoney,
  isCancellable,
  isUnderReview,
  isWaitingForAnswer,
  mayUploadDelivery,
  MONEY_HELD_STATUSES,
  UNDER_REVIEW_STATUSES,
  WAITING_FOR_ANSWER_STATUSES,
  WORK_STARTED_STATUSES,
} from './contracts/contract-status-sets.js';
export { APPROVAL_REMINDER_DAYS, approvalReminderCutoff, autoApprovalCutoff, offerExpiryCutoff } from './contracts/sweep-cutoffs.js';
export { changeRoundsLeft } from './contracts/change-rounds-left.js';
export { CONTRACT_MOVE_EVENTS, contractNoticeText, moveEvent, type ContractEvent, type ContractNoticeFacts, type ContractNoticeText, type NoticeAudience } from './contracts/contract-notices.js';
export { partyActions, type ContractParty, type PartyActionKind } from './contracts/party-actions.js';

// Money: the platform's fee, the ledger's movements and what balances each status allows
export { DEFAULT_PLATFORM_FEE_BASIS_POINTS, MAX_PLATFORM_FEE_BASIS_POINTS, platformFeeCentavos, quotePayment, type PaymentQuote } from './money/platform-fee.js';
export { isOverPaymentLimit, MAX_CHARGE_CENTAVOS, MAX_PAYMENT_CENTAVOS } from './money/payment-limit.js';
export {
  balancesOf,
  LEDGER_ACCOUNTS,
  LEDGER_KINDS,
  ledgerSum,
  movementsOf,
  type LedgerAccount,
  type LedgerBalances,
  type LedgerKind,
  type LedgerMovement,
  type MoneyEvent,
} from './money/ledger.js';
export { ledgerMatchesStatus } from './money/ledger-state.js';
export { earningsStagesOf, earningsTotals, mayRequestPayout, NO_EARNINGS, NO_PAYOUT_DESTINATION_NUDGE, payoutNudge, type EarningsStages, type NudgedContract } from './money/earnings.js';
export { basisPointsToPercent, percentToBasisPoints } from './money/basis-points.js';
export { PIX_DUE_TERMS, pixDueDateProblem, pixDueEnd, pixDueLastDay, pixDueLateFees, type PixDueLateFees } from './money/pix-due.js';
export { splitProportionally } from './money/split-proportionally.js';
export { reconcileRecords, type MoneyRecord, type RecordDifference } from './money/reconcile-records.js';
export { OPEN_PAYMENT_STATUSES } from './money/payment-status-sets.js';
export { PAYMENT_METHODS, PAYMENT_STATUSES, PAYOUT_STATUSES, type PaymentMethod, type PaymentStatus, type PayoutStatus } from './money/payment-statuses.js';
export { DELIVERY_REVIEW_KINDS, type DeliveryReviewKind } from './contracts/delivery-review-kinds.js';
export { deactivationBlocker, type DeactivationBlocker } from './account/deactivation-blocker.js';
export { deletionBlocker, type AccountInFlight, type DeletionBlocker } from './account/deletion-blocker.js';

// Projects: status moves, the total, the briefing's dates, project types
export { allowedProjectMoves, BRAND_PROJECT_MOVES, canMoveProject, moveProject, PROJECT_MOVES, type ProjectMove } from './projects/project-moves.js';
export { projectTotal, type ProjectLine, type ProjectTotal } from './projects/project-total.js';
export { BRIEFING_DATE_MESSAGES, briefingDateErrors, isCalendarDay, type BriefingDateErrors, type BriefingDates } from './projects/briefing-dates.js';
export { PROJECT_TYPES, projectTypeLabel, type ProjectType } from './projects/project-types.js';
export { ENDED_PROJECT_STATUSES, isProjectEnded, PROPOSAL_OPEN_PROJECT_STATUSES, takesProposals } from './projects/project-status-sets.js';
export { PROJECT_MESSAGES } from './projects/project-messages.js';
export { WIZARD_MESSAGES, wizardErrors, wizardStepErrors, type WizardChecks, type WizardStep } from './projects/wizard-errors.js';
export { maskAccountNumber, maskPixKeyForHistory, maskTaxId, visibleTailLength } from './audit/history-masks.js';
export { bankDataChanges, type AuditChange, type AuditField, type BankDataChanges, type BankDataSnapshot } from './audit/bank-data-changes.js';
export { AUDIT_KINDS, isAuditKind, type AuditKind } from './audit/audit-kinds.js';
