import { PAYMENT_METHODS, PAYMENT_STATUSES, type PaymentMethod, type PaymentStatus } from '@publi/domain';
import { z } from 'zod';
import { wireCount, wireDateTime, wireDay, wireId } from './wire-values.schema.js';

// The domain declares the methods and statuses (the database's columns are typed with them too).
export { PAYMENT_METHODS, PAYMENT_STATUSES };

/** One of {@link PAYMENT_METHODS}. */
export type PaymentMethodWire = PaymentMethod;

/** One of {@link PAYMENT_STATUSES}. */
export type PaymentStatusWire = PaymentStatus;

/** What a person reads for each payment method. */
export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethodWire, string>> = {
  pix: 'Pix',
  pix_due: 'Pix com vencimento',
  card: 'Cartão de crédito',
};

/** What a person reads for each payment status. */
export const PAYMENT_STATUS_LABELS: Readonly<Record<PaymentStatusWire, string>> = {
  pending: 'Aguardando pagamento',
  paid: 'Pago',
  failed: 'Recusado',
  expired: 'Expirado',
  refunded: 'Estornado',
};

/** One contract's share of a payment: its amount and the platform's fee on it, in centavos. */
export const paymentItemSchema = z.object({
  contract_id: wireId,
  creator_name: z.string(),
  amount_centavos: wireCount,
  fee_centavos: wireCount,
});

/**
 * Pix com vencimento as the checkout offers it: the due dates a brand may pick (São Paulo's days),
 * the fine and interest after the due date, and, when it cannot be chosen, why, in pt-BR.
 */
export const pixDueOfferSchema = z.object({
  /** Null when it may be chosen. */
  unavailable_reason: z.string().nullable(),
  min_total_centavos: wireCount,
  earliest_due_date: wireDay,
  latest_due_date: wireDay,
  suggested_due_date: wireDay,
  /** Days after the due date it may still be paid, with the fine and interest. */
  grace_days: wireCount,
  fine_basis_points: wireCount,
  interest_basis_points_per_month: wireCount,
});

/**
 * What paying some contracts costs, computed by the server before paying: each contract's
 * amount and fee, the sums, and the fee's rate in basis points (1000 = 10%).
 */
export const paymentQuoteSchema = z.object({
  project_id: wireId,
  project_name: z.string(),
  items: z.array(paymentItemSchema),
  amount_centavos: wireCount,
  fee_centavos: wireCount,
  total_centavos: wireCount,
  fee_basis_points: wireCount,
  /** Minutes a Pix code stays payable. */
  pix_expiry_minutes: wireCount,
  /** Whether the sandbox's "simular pagamento" is offered (`demo` mode only). */
  simulation: z.boolean(),
  pix_due: pixDueOfferSchema,
});

/** @see paymentQuoteSchema */
export type PaymentQuoteWire = z.infer<typeof paymentQuoteSchema>;

/** A Pix charge: the BR Code to copy and paste, its QR image (a PNG data URL), when it stops being payable. */
export const pixChargeSchema = z.object({
  code: z.string(),
  qr_image: z.string().startsWith('data:image/png;base64,'),
  expires_at: wireDateTime,
  /** The charge's txid: what the sandbox's "simular pagamento" names. */
  txid: z.string(),
  /** A Pix com vencimento's terms; null for an immediate Pix (which expires at `expires_at`). */
  due: z
    .object({
      due_date: wireDay,
      /** The last day it may be paid, with the fine and interest. */
      last_day: wireDay,
      fine_basis_points: wireCount,
      interest_basis_points_per_month: wireCount,
    })
    .nullable(),
});

/** A card as Publi keeps it: its brand and last four digits, nothing more. */
export const paidCardSchema = z.object({ brand: z.string(), last4: z.string().regex(/^\d{4}$/) });

/** A payment as the brand reads it. */
export const paymentSchema = z.object({
  id: wireId,
  project_id: wireId,
  project_name: z.string(),
  method: z.enum(PAYMENT_METHODS),
  status: z.enum(PAYMENT_STATUSES),
  items: z.array(paymentItemSchema),
  amount_centavos: wireCount,
  fee_centavos: wireCount,
  total_centavos: wireCount,
  /** The fine and interest of a Pix com vencimento paid after its due date (the platform's); 0 otherwise. */
  late_fees_centavos: wireCount,
  pix: pixChargeSchema.nullable(),
  card: paidCardSchema.nullable(),
  /** Why a card was declined or money was given back, in pt-BR; null otherwise. */
  status_reason: z.string().nullable(),
  created_at: wireDateTime,
  paid_at: wireDateTime.nullable(),
  refunded_at: wireDateTime.nullable(),
});

/** @see paymentSchema */
export type PaymentWire = z.infer<typeof paymentSchema>;

/** `GET /payments`: the brand's payments, newest first (Pix codes left out: open one to see it). */
export const paymentListSchema = z.object({ payments: z.array(paymentSchema.extend({ pix: z.null() })) });

/** A party named on a receipt: the name and the document (CPF or CNPJ, digits) when known. */
export const receiptPartySchema = z.object({ name: z.string(), document: z.string().nullable() });

/**
 * `GET /payment/:id/receipt`: what the printable receipt shows. It is a receipt of the payment
 * held by Publi, not a nota fiscal (out of scope, and the page says so).
 */
export const paymentReceiptSchema = z.object({
  payment: paymentSchema.extend({ pix: z.null() }),
  payer: receiptPartySchema,
  payees: z.array(receiptPartySchema.extend({ contract_id: wireId })),
  platform: receiptPartySchema,
});

/** @see paymentReceiptSchema */
export type PaymentReceiptWire = z.infer<typeof paymentReceiptSchema>;

/** The kinds of event the payment provider calls the webhook with. */
export const PROVIDER_EVENT_TYPES = ['charge.paid', 'charge.failed', 'charge.expired', 'charge.refunded', 'payout.paid', 'payout.failed'] as const;

/** `POST /payment/webhook`'s answer: the event was taken (or had been already). */
export const webhookReceiptSchema = z.object({ received: z.literal(true), duplicate: z.boolean() });
