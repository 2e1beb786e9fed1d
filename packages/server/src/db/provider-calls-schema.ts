import type { PaymentMethod } from '@publi/domain';
import type { CardPayer, PixDueTerms } from '../ports/payment-provider.port.js';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { contracts, projects } from './core-schema.js';
import { payments, payouts } from './money-schema.js';

/** What a call to the provider is for: a charge (a payment), a refund, or a payout. */
export type ProviderCallKind = 'charge' | 'refund' | 'payout';

/** The payment a charge is for, written once the provider has answered. */
export interface ChargedPayment {
  readonly brandId: number;
  readonly projectId: number;
  readonly method: PaymentMethod;
  readonly amountCentavos: number;
  readonly feeCentavos: number;
  readonly items: readonly { readonly contractId: number; readonly amountCentavos: number; readonly feeCentavos: number }[];
}

/**
 * What a call sends, kept so that a retry sends exactly the same with the same key (never a card
 * token, a card number or bank data: a card charge repeated without its token gets the provider's
 * first answer, and a payout's destination is read again from the creator's bank data). A
 * charge's `pixExpiresAt` is null for a card.
 */
export type ProviderCallRequest =
  | {
      readonly kind: 'charge';
      readonly reference: string;
      readonly totalCentavos: number;
      readonly pixExpiresAt: string | null;
      /** A Pix com vencimento's terms; absent for other charges (and in calls written before it existed). */
      readonly pixDue?: PixDueTerms;
      /** A card charge's payer; absent in calls written before it existed (a retry then names the brand as it is now). */
      readonly payer?: CardPayer;
      readonly payment: ChargedPayment;
    }
  | { readonly kind: 'refund'; readonly chargeId: string; readonly amountCentavos: number; readonly reason: string }
  | { readonly kind: 'payout'; readonly reference: string; readonly amountCentavos: number; readonly creatorUserId: number };

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Each call to the payment provider that moves money (README, "Provider calls"): written with its
 * idempotency key and committed before the call, marked answered in the transaction that records
 * the provider's answer. One left unanswered (a crash, a timeout) is called again with the same
 * key, by the same request retried, the provider's next event or the clock's sweep, so the
 * provider acts once.
 */
export const providerCalls = pgTable(
  'provider_calls',
  {
    idempotencyKey: text('idempotency_key').primaryKey(),
    kind: text('kind').$type<ProviderCallKind>().notNull(),
    /** A charge's project: paying its contracts waits while the charge is unanswered. */
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'restrict' }),
    /** A refund's payment, or the payment a charge's answer was recorded as. */
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    /** The contract whose share a refund gives back (none when a late Pix goes back whole), or a payout's. */
    contractId: integer('contract_id').references(() => contracts.id, { onDelete: 'restrict' }),
    payoutId: integer('payout_id').references(() => payouts.id, { onDelete: 'restrict' }),
    request: jsonb('request').$type<ProviderCallRequest>().notNull(),
    /** The provider's id for what it did: the charge, the refund or the payout. */
    providerObjectId: text('provider_object_id'),
    createdAt: at('created_at').notNull(),
    answeredAt: at('answered_at'),
  },
  (table) => [
    // What a retry looks for: the calls still unanswered, oldest first.
    index('provider_calls_unanswered_idx').on(table.createdAt).where(sql`${table.answeredAt} is null`),
    index('provider_calls_project_idx').on(table.projectId).where(sql`${table.answeredAt} is null`),
    index('provider_calls_payment_idx').on(table.paymentId),
    check('provider_calls_kind_check', sql`${table.kind} in ('charge', 'refund', 'payout')`),
  ],
);
