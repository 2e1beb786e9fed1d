import { OPEN_PAYMENT_STATUSES } from '@publi/domain';
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Queryable } from '../db/database.js';
import { contracts, creators, paymentItems, payments, projects } from '../db/schema.js';

/** A payment's row as stored. */
export type PaymentRow = typeof payments.$inferSelect;

/** One contract's share of a payment, with the creator's name as lists show it. */
export interface PaymentItemView {
  readonly contractId: number;
  readonly creatorId: number;
  readonly creatorName: string;
  readonly amountCentavos: number;
  readonly feeCentavos: number;
  readonly refundedAt: Date | null;
}

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
  async paidShare(contractId: number): Promise<{ payment: PaymentRow; amountCentavos: number; feeCentavos: number } | undefined> {
    const [found] = await this.db
      .select({ payment: payments, amountCentavos: paymentItems.amountCentavos, feeCentavos: paymentItems.feeCentavos, refundedAt: paymentItems.refundedAt })
      .from(paymentItems)
      .innerJoin(payments, eq(payments.id, paymentItems.paymentId))
      .where(and(eq(paymentItems.contractId, contractId), eq(payments.status, 'paid')));
    return found && found.refundedAt === null ? found : undefined;
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

  /** Payments matching `where` with their items and project, newest first. */
  async views(where: SQL | undefined, limit = 500): Promise<PaymentView[]> {
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
}
