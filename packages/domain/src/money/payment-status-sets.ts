import type { PaymentStatus } from './payment-statuses.js';

/**
 * The payment statuses that stand in the way of a new payment for the same contract: one
 * waiting to be paid (a Pix not yet expired), or one already paid.
 */
export const OPEN_PAYMENT_STATUSES = ['pending', 'paid'] as const satisfies readonly PaymentStatus[];
