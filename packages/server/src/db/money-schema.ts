import type { DeliveryReviewKind, LedgerAccount, LedgerKind, PaymentMethod, PaymentStatus, PayoutStatus } from '@publi/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { centavos } from './centavos-column.js';
import { contracts, creators, projects, users } from './core-schema.js';

// Payments, the ledger, payouts and deliveries: the second half of a contract's life. Money in
// integer centavos, every column a bigint (`centavos`): one payment covers up to 200 contracts,
// and a sum of them must never overflow PostgreSQL's 32-bit integer between the charge and the
// insert. Every movement of a contract's money is one ledger row, so its rows always sum to zero.

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A brand's payment of one or more accepted contracts of a project: one charge at the provider. */
export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'restrict' }),
    method: text('method').$type<PaymentMethod>().notNull(),
    status: text('status').$type<PaymentStatus>().notNull().default('pending'),
    amountCentavos: centavos('amount_centavos').notNull(),
    feeCentavos: centavos('fee_centavos').notNull(),
    /** The provider's charge id: what its webhook events name. */
    providerChargeId: text('provider_charge_id').notNull(),
    pixCode: text('pix_code'),
    pixTxid: text('pix_txid'),
    /** When a Pix stops being payable: an immediate one's expiry, or the end of a Pix com vencimento's last day. */
    pixExpiresAt: at('pix_expires_at'),
    /** A Pix com vencimento's due date (`YYYY-MM-DD`, São Paulo's); null for any other method. */
    pixDueDate: text('pix_due_date'),
    /** The fine and interest of a Pix com vencimento paid after its due date: the platform's. */
    lateFeesCentavos: centavos('late_fees_centavos').notNull().default(0),
    /** The QR image of `pix_code` (a PNG data URL), kept so a reopened checkout shows the same one. */
    pixQr: text('pix_qr'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    /** Why a card was declined or the money given back, in pt-BR. */
    statusReason: text('status_reason'),
    createdAt: at('created_at').notNull().defaultNow(),
    paidAt: at('paid_at'),
    refundedAt: at('refunded_at'),
  },
  (table) => [
    uniqueIndex('payments_provider_charge_key').on(table.providerChargeId),
    index('payments_brand_idx').on(table.brandId, table.id.desc()),
    // What the expiry sweep looks for: Pix codes still waiting.
    index('payments_pending_pix_idx').on(table.pixExpiresAt).where(sql`${table.status} = 'pending'`),
    check('payments_method_check', sql`${table.method} in ('pix', 'pix_due', 'card')`),
    check('payments_due_date_check', sql`(${table.method} = 'pix_due') = (${table.pixDueDate} is not null)`),
    check('payments_status_check', sql`${table.status} in ('pending', 'paid', 'failed', 'expired', 'refunded')`),
    check('payments_amounts_check', sql`${table.amountCentavos} > 0 and ${table.feeCentavos} >= 0 and ${table.lateFeesCentavos} >= 0`),
  ],
);

/** Each contract a payment covers, with its share: the split the ledger records per contract. */
export const paymentItems = pgTable(
  'payment_items',
  {
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'restrict' }),
    amountCentavos: centavos('amount_centavos').notNull(),
    feeCentavos: centavos('fee_centavos').notNull(),
    /** This contract's share of a late Pix com vencimento's fine and interest (`splitProportionally`). */
    lateFeesCentavos: centavos('late_fees_centavos').notNull().default(0),
    /** Set when this contract's share was given back (its cancellation after payment). */
    refundedAt: at('refunded_at'),
  },
  (table) => [primaryKey({ columns: [table.paymentId, table.contractId] }), index('payment_items_contract_idx').on(table.contractId)],
);

/** One movement of money on one contract; a contract's rows sum to zero (the domain's `movementsOf`). */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'restrict' }),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    payoutId: integer('payout_id').references(() => payouts.id, { onDelete: 'restrict' }),
    kind: text('kind').$type<LedgerKind>().notNull(),
    account: text('account').$type<LedgerAccount>().notNull(),
    amountCentavos: centavos('amount_centavos').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('ledger_entries_contract_idx').on(table.contractId),
    check(
      'ledger_entries_kind_check',
      sql`${table.kind} in ('brand_charge', 'platform_fee', 'late_fees', 'held', 'release', 'payout_requested', 'payout_paid', 'payout_failed', 'refund', 'late_charge', 'late_refund')`,
    ),
    check(
      'ledger_entries_account_check',
      sql`${table.account} in ('brand', 'platform', 'creator_held', 'creator_available', 'payout_pending', 'creator_paid_out', 'unmatched')`,
    ),
  ],
);

/** Events the provider's webhook delivered, by the provider's event id: a replay finds its row and changes nothing. */
export const providerEvents = pgTable('provider_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  objectId: text('object_id').notNull(),
  receivedAt: at('received_at').notNull().defaultNow(),
});

/** A payout of one contract's available money to the creator's Pix key or bank account. */
export const payouts = pgTable(
  'payouts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'restrict' }),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => creators.id, { onDelete: 'restrict' }),
    status: text('status').$type<PayoutStatus>().notNull().default('requested'),
    amountCentavos: centavos('amount_centavos').notNull(),
    /** Where it went, masked as the creator reads it ("Chave Pix a***@exemplo.com.br"): never the full account. */
    destinationLabel: text('destination_label').notNull(),
    /** The provider's payout id, once it has answered: the payout is written (and its money moved to "on its way") before the call. */
    providerPayoutId: text('provider_payout_id'),
    failureReason: text('failure_reason'),
    requestedAt: at('requested_at').notNull().defaultNow(),
    settledAt: at('settled_at'),
  },
  (table) => [
    uniqueIndex('payouts_provider_key').on(table.providerPayoutId),
    // One payout on its way per contract at a time.
    uniqueIndex('payouts_contract_requested_key').on(table.contractId).where(sql`${table.status} = 'requested'`),
    index('payouts_creator_idx').on(table.creatorId),
    check('payouts_status_check', sql`${table.status} in ('requested', 'paid', 'failed')`),
  ],
);

/** One round of delivered work on a contract, and the brand's answer to it. */
export const deliveries = pgTable(
  'deliveries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    round: integer('round').notNull(),
    links: text('links').array().notNull(),
    note: text('note').notNull().default(''),
    deliveredAt: at('delivered_at').notNull(),
    reviewKind: text('review_kind').$type<DeliveryReviewKind>(),
    reviewComment: text('review_comment').notNull().default(''),
    reviewedAt: at('reviewed_at'),
  },
  (table) => [
    uniqueIndex('deliveries_contract_round_key').on(table.contractId, table.round),
    check('deliveries_review_check', sql`${table.reviewKind} is null or ${table.reviewKind} in ('approved', 'changes_requested', 'auto_approved')`),
  ],
);

/**
 * A file sent to a contract: kept outside the public uploads, under a server-chosen key, and
 * attached to a delivery when the creator delivers (until then it belongs to no round).
 */
export const deliveryFiles = pgTable(
  'delivery_files',
  {
    id: uuid('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    deliveryId: integer('delivery_id').references(() => deliveries.id, { onDelete: 'cascade' }),
    uploaderId: integer('uploader_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('delivery_files_contract_idx').on(table.contractId),
    // The files not delivered yet: their sender's quota sums them, the daily clean-up finds the old ones.
    index('delivery_files_pending_uploader_idx').on(table.uploaderId).where(sql`${table.deliveryId} IS NULL`),
    index('delivery_files_pending_created_idx').on(table.createdAt).where(sql`${table.deliveryId} IS NULL`),
  ],
);
