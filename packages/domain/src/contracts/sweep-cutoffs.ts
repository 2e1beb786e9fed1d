import { addDays } from '../time/days.js';
import { AUTO_APPROVAL_DAYS, PROPOSAL_EXPIRY_DAYS } from './contract-life.js';

/**
 * The sweep's expiry line at `now`: an offer made at or before it has waited its
 * {@link PROPOSAL_EXPIRY_DAYS} days (the same line as `isOfferOverdue`, as a query can ask it).
 */
export function offerExpiryCutoff(now: Date): Date {
  return addDays(now, -PROPOSAL_EXPIRY_DAYS);
}

/**
 * The sweep's approval line at `now`: a delivery sent at or before it, still unanswered, is
 * approved by the clock (the same line as `isApprovalOverdue`).
 */
export function autoApprovalCutoff(now: Date): Date {
  return addDays(now, -AUTO_APPROVAL_DAYS);
}
