/** How a brand pays: Pix first, Pix com vencimento (a larger campaign's boleto), card last. */
export const PAYMENT_METHODS = ['pix', 'pix_due', 'card'] as const;

/** One of {@link PAYMENT_METHODS}. */
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * Where a payment stands: `pending` waits for the Pix (or the card's settlement), `paid` settled,
 * `failed` declined, `expired` a Pix nobody paid in time, `refunded` money given back (a Pix paid
 * too late, or a paid contract cancelled before delivery).
 */
export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'expired', 'refunded'] as const;

/** One of {@link PAYMENT_STATUSES}. */
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A payout's state: asked of the provider, in the bank, or refused (the money is available again). */
export const PAYOUT_STATUSES = ['requested', 'paid', 'failed'] as const;

/** One of {@link PAYOUT_STATUSES}. */
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];
