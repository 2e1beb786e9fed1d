/** The brand's answer to a delivered round, or the clock's when nobody answered in time. */
export const DELIVERY_REVIEW_KINDS = ['approved', 'changes_requested', 'auto_approved'] as const;

/** One of {@link DELIVERY_REVIEW_KINDS}. */
export type DeliveryReviewKind = (typeof DELIVERY_REVIEW_KINDS)[number];
