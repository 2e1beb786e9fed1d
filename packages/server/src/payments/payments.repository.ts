import { OPEN_PAYMENT_STATUSES } from '@publi/domain';
import { and, asc, desc, eq, inArray, lte } from 'drizzle-orm';
import type { Queryable } from '../db/database.js';
import { bankAccounts, contracts, creators, paymentItems, payments, projects, providerEvents, users } from '../db/schema.js';

/** A payment's row as stored. */
export type PaymentRow = typeof payments.$inferSelect;

/** One contract's share of a payment as stored. */
export type PaymentItemRow = typeof paymentItems.$inferSelect;

/** Which payments a list reads: any of the fields given must match. */
export interface PaymentFilter {
  readonly id?: number;
  readonly brandId?: number;
  readonly projectId?: number;
}

/** The brand as a receipt names it. */
export interface PaymentPayer {
  readonly name: string;
  readonly companyName: string | null;
  readonly cnpj: string | null;
}

/** One contract's share of a payment, with the creator's name as lists show it. */
export interface PaymentItemView {
  readonly contractId: number;
  readonly creatorId: number;
  readonly creatorName: string;
  readonly amountCentavos: number;
  readonly feeCentavos: number;
  /** Its share of a late Pix com vencimento's fine and interest. */
  readonly lateFeesCentavos: number;
  readonly refundedAt: Date | null;
}

// Twins of @publi/application's Payment and PaymentItem: the server's carry the stored row (the brand, the charge) the app never sees.
/** A payment with what its screens show. */
export interface PaymentView {
  readonly row: PaymentRow;
  readonly projectName: string;
  readonly items: readonly PaymentItemView[];
}

/** Payments and their items in PostgreSQL, on the database or inside a transaction. */
export class PaymentsRepository {
  constructor(private readonly db: Queryable) {}

  /** Inserts a payment with its items; answers its id. */
  async insert(row: typeof payments.$inferInsert, items: readonly { contractId: number; amountCentavos: number; feeCentavos: number }[]): Promise<number> {
    const [inserted] = await this.db.insert(payments).values(row).returning({ id: payments.id });
    if (!inserted) throw new Error('the payment was not inserted');
    await this.db.insert(paymentItems).values(items.map((item) => ({ ...item, paymentId: inserted.id })));
    return inserted.id;
  }

  /** Stores a payment's change. */
  async update(id: number, changes: Partial<Omit<PaymentRow, 'id'>>): Promise<void> {
    await this.db.update(payments).set(changes).where(eq(payments.id, id));
  }

  /** The payment with the provider's charge id, locked for the rest of the transaction. */
  async lockByCharge(chargeId: string): Promise<PaymentRow | undefined> {
    const [row] = await this.db.select().from(payments).where(eq(payments.providerChargeId, chargeId)).for('update');
    return row;
  }

  /** The payment, locked. */
  async lock(id: number): Promise<PaymentRow | undefined> {
    const [row] = await this.db.select().from(payments).where(eq(payments.id, id)).for('update');
    return row;
  }

  /** The payment with the charge id, unlocked: to learn which project and contracts to lock first. */
  async findByCharge(chargeId: string): Promise<PaymentRow | undefined> {
    const [row] = await this.db.select().from(payments).where(eq(payments.providerChargeId, chargeId));
    return row;
  }

  /** Pending or paid payments covering any of `contractIds`: what stands in the way of a new one. */
  async openFor(contractIds: readonly number[]): Promise<{ paymentId: number; contractId: number; status: string }[]> {
    if (contractIds.length === 0) return [];
    return this.db
      .select({ paymentId: payments.id, contractId: paymentItems.contractId, status: payments.status })
      .from(paymentItems)
      .innerJoin(payments, eq(payments.id, paymentItems.paymentId))
      .where(and(inArray(paymentItems.contractId, [...contractIds]), inArray(payments.status, [...OPEN_PAYMENT_STATUSES])));
  }

  /** The paid, not yet refunded share of `contractId`, with its payment. */
  async paidShare(contractId: number): Promise<{ payment: PaymentRow; amountCentavos: number; feeCentavos: number; lateFeesCentavos: number } | undefined> {
    const [found] = await this.db
      .select({ payment: payments, amountCentavos: paymentItems.amountCentavos, feeCentavos: paymentItems.feeCentavos, lateFeesCentavos: paymentItems.lateFeesCentavos, refundedAt: paymentItems.refundedAt })
      .from(paymentItems)
      .innerJoin(payments, eq(payments.id, paymentItems.paymentId))
      .where(and(eq(paymentItems.contractId, contractId), eq(payments.status, 'paid')));
    return found && found.refundedAt === null ? found : undefined;
  }

  /** Stores each contract's share of a late Pix com vencimento's fine and interest, and their sum on the payment. */
  async recordLateFees(paymentId: number, shares: readonly { contractId: number; lateFeesCentavos: number }[]): Promise<void> {
    for (const share of shares) {
      await this.db
        .update(paymentItems)
        .set({ lateFeesCentavos: share.lateFeesCentavos })
        .where(and(eq(paymentItems.paymentId, paymentId), eq(paymentItems.contractId, share.contractId)));
    }
    await this.update(paymentId, { lateFeesCentavos: shares.reduce((sum, share) => sum + share.lateFeesCentavos, 0) });
  }

  /** Marks `contractId`'s share of `paymentId` refunded; answers whether every share of it now is. */
  async markShareRefunded(paymentId: number, contractId: number, at: Date): Promise<boolean> {
    await this.db
      .update(paymentItems)
      .set({ refundedAt: at })
      .where(and(eq(paymentItems.paymentId, paymentId), eq(paymentItems.contractId, contractId)));
    const left = await this.db.select({ contractId: paymentItems.contractId, refundedAt: paymentItems.refundedAt }).from(paymentItems).where(eq(paymentItems.paymentId, paymentId));
    return left.every((item) => item.refundedAt !== null);
  }

  /** Payments matching `filter` with their items and project, newest first. */
  async views(filter: PaymentFilter, limit = 500): Promise<PaymentView[]> {
    const where = and(
      filter.id === undefined ? undefined : eq(payments.id, filter.id),
      filter.brandId === undefined ? undefined : eq(payments.brandId, filter.brandId),
      filter.projectId === undefined ? undefined : eq(payments.projectId, filter.projectId),
    );
    const rows = await this.db
      .select({ row: payments, projectName: projects.name })
      .from(payments)
      .innerJoin(projects, eq(projects.id, payments.projectId))
      .where(where)
      .orderBy(desc(payments.id))
      .limit(limit);
    if (rows.length === 0) return [];
    const items = await this.db
      .select({
        paymentId: paymentItems.paymentId,
        contractId: paymentItems.contractId,
        creatorId: contracts.creatorId,
        creatorName: creators.name,
        amountCentavos: paymentItems.amountCentavos,
        feeCentavos: paymentItems.feeCentavos,
        lateFeesCentavos: paymentItems.lateFeesCentavos,
        refundedAt: paymentItems.refundedAt,
      })
      .from(paymentItems)
      .innerJoin(contracts, eq(contracts.id, paymentItems.contractId))
      .innerJoin(creators, eq(creators.id, contracts.creatorId))
      .where(
        inArray(
          paymentItems.paymentId,
          rows.map((row) => row.row.id),
        ),
      )
      .orderBy(asc(paymentItems.contractId));
    return rows.map(({ row, projectName }) => ({ row, projectName, items: items.filter((item) => item.paymentId === row.id) }));
  }

  /** The payment's shares, in contract id order. */
  async items(paymentId: number): Promise<PaymentItemRow[]> {
    return this.db.select().from(paymentItems).where(eq(paymentItems.paymentId, paymentId)).orderBy(asc(paymentItems.contractId));
  }

  /**
   * Marks at most `batch` Pix charges past their expiry at `now` `expired` with `reason`; a row
   * another replica moved first is left as it is. Answers how many changed.
   */
  async expireOverduePix(now: Date, reason: string, batch: number): Promise<number> {
    const due = await this.db
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.status, 'pending'), inArray(payments.method, ['pix', 'pix_due']), lte(payments.pixExpiresAt, now)))
      .limit(batch);
    if (due.length === 0) return 0;
    const expired = await this.db
      .update(payments)
      .set({ status: 'expired', statusReason: reason })
      .where(and(inArray(payments.id, due.map((row) => row.id)), eq(payments.status, 'pending')))
      .returning({ id: payments.id });
    return expired.length;
  }

  /** The provider's ids of at most `batch` Pix charges still waiting that were made by `createdBefore`, oldest first. */
  async waitingPixCharges(createdBefore: Date, batch: number): Promise<string[]> {
    const rows = await this.db
      .select({ chargeId: payments.providerChargeId })
      .from(payments)
      .where(and(eq(payments.status, 'pending'), inArray(payments.method, ['pix', 'pix_due']), lte(payments.createdAt, createdBefore)))
      .orderBy(asc(payments.createdAt))
      .limit(batch);
    return rows.map((row) => row.chargeId);
  }

  /** Records a provider's event by its id; answers false when it was already recorded (a replay). */
  async recordProviderEvent(event: { id: string; type: string; objectId: string }, receivedAt: Date): Promise<boolean> {
    const [fresh] = await this.db
      .insert(providerEvents)
      .values({ id: event.id, type: event.type, objectId: event.objectId, receivedAt })
      .onConflictDoNothing()
      .returning({ id: providerEvents.id });
    return fresh !== undefined;
  }

  /** The brand's names and CNPJ, as its receipts show them. */
  async payer(brandId: number): Promise<PaymentPayer | undefined> {
    const [brand] = await this.db.select({ name: users.name, companyName: users.companyName, cnpj: users.cnpj }).from(users).where(eq(users.id, brandId));
    return brand;
  }

  /** The document each creator's payouts go to (from their bank data), by creator id; creators without bank data are absent. */
  async payeeDocuments(creatorIds: readonly number[]): Promise<Map<number, string>> {
    const rows = await this.db
      .select({ creatorId: creators.id, document: bankAccounts.ownerDocument })
      .from(creators)
      .innerJoin(bankAccounts, eq(bankAccounts.userId, creators.userId))
      .where(inArray(creators.id, [...creatorIds]));
    return new Map(rows.map((row) => [row.creatorId, row.document]));
  }
}
