import type { ContractStatus } from './contract-status.js';

// The named sets of the contract's life (ARCHITECTURE.md, "Contract life"). Each is written once
// here; the life rule's moves, the server's queries, the fakes and the screens read them.

/** An offer waits for an answer: the brand's proposal, or the creator's counter-offer. These expire after their week. */
export const WAITING_FOR_ANSWER_STATUSES: readonly ContractStatus[] = ['pending', 'counter_offer'];

/** The brand may cancel: while the offer waits, once accepted, and once paid but not yet delivered (with a refund). */
export const CANCELLABLE_STATUSES: readonly ContractStatus[] = ['pending', 'counter_offer', 'accepted', 'paid'];

/** The creator's side may upload files and deliver: the work is paid for and due, first or after changes. */
export const DELIVERY_UPLOAD_STATUSES: readonly ContractStatus[] = ['paid', 'changes_requested'];

/** Delivered work the brand has not finished reviewing: a project cannot be cancelled over it. */
export const UNDER_REVIEW_STATUSES: readonly ContractStatus[] = ['delivered', 'changes_requested'];

/** The brand's money is held for the creator: paid, not yet approved. */
export const MONEY_HELD_STATUSES: readonly ContractStatus[] = ['paid', 'delivered', 'changes_requested'];

/** The work has started (it was paid for): the deliveries' timeline exists from here on. */
export const WORK_STARTED_STATUSES: readonly ContractStatus[] = ['paid', 'delivered', 'changes_requested', 'approved'];

/** Whether an offer in `status` waits for an answer (and so can expire). */
export function isWaitingForAnswer(status: ContractStatus): boolean {
  return WAITING_FOR_ANSWER_STATUSES.includes(status);
}

/** Whether the brand may cancel a contract in `status`. */
export function isCancellable(status: ContractStatus): boolean {
  return CANCELLABLE_STATUSES.includes(status);
}

/** Whether the creator's side may upload a delivery's files to a contract in `status`. */
export function mayUploadDelivery(status: ContractStatus): boolean {
  return DELIVERY_UPLOAD_STATUSES.includes(status);
}

/** Whether a contract in `status` has delivered work waiting for the brand's final answer. */
export function isUnderReview(status: ContractStatus): boolean {
  return UNDER_REVIEW_STATUSES.includes(status);
}

/** Whether the brand's money for a contract in `status` is held for the creator. */
export function holdsMoney(status: ContractStatus): boolean {
  return MONEY_HELD_STATUSES.includes(status);
}

/** Whether the work of a contract in `status` has started (it was paid). */
export function hasWorkStarted(status: ContractStatus): boolean {
  return WORK_STARTED_STATUSES.includes(status);
}
