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

/** Days before its automatic approval that a brand is reminded of a delivery it has not answered. */
export const APPROVAL_REMINDER_DAYS = 2;

/** The latest delivery time whose approval reminder is due at `now`: delivered at or before it, the automatic approval is {@link APPROVAL_REMINDER_DAYS} away or less. */
export function approvalReminderCutoff(now: Date): Date {
  return addDays(now, APPROVAL_REMINDER_DAYS - AUTO_APPROVAL_DAYS);
}
