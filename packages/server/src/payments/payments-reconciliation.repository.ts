import type { MoneyRecord, PaymentMethod } from '@publi/domain';
import { and, gte, inArray, isNotNull, lt, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../db/database.js';
import { payments, payouts, providerCalls, reconciliationReports } from '../db/schema.js';

/** A window of creation times: from `since`, up to (not including) `until`. */
export interface RecordsWindow {
  readonly since: Date;
  readonly until: Date;
}

/** One run's findings, as the report keeps them. */
export type NewReconciliationReport = Omit<typeof reconciliationReports.$inferInsert, 'id'>;

// A charge's money came in (paid, or paid and given back) or it did not: the provider and the
// ledger name the other states differently (an expired Pix stays "pending" at the sandbox).
const RECEIVED: SQL<string> = sql<string>`case when ${payments.status} in ('paid', 'refunded') then 'received' else 'not_received' end`;

/** The ledger's side of the daily reconciliation: what Publi recorded of each charge, refund and payout. */
export class PaymentsReconciliationRepository {
  constructor(private readonly db: Queryable) {}

  /** The charges created in `window` (but those of `methods` another provider reconciles), with the refunds of each. */
  async recordsIn(window: RecordsWindow, skippedMethods: readonly PaymentMethod[]): Promise<MoneyRecord[]> {
    const inWindow = (column: typeof payments.createdAt | typeof payouts.requestedAt) => and(gte(column, window.since), lt(column, window.until));
    const charges = await this.charges(and(inWindow(payments.createdAt), skippedMethods.length === 0 ? undefined : notInArray(payments.method, [...skippedMethods])));
    const sent = await this.payouts(inWindow(payouts.requestedAt));
    return [...charges, ...(await this.refundsOf(charges.map((charge) => charge.id))), ...sent];
  }

  /** The ledger's records of the provider's ids `ids`, whenever they were made: a charge created just before the window's start at the provider was recorded just after. */
  async recordsOf(ids: { readonly charges: readonly string[]; readonly payouts: readonly string[] }): Promise<MoneyRecord[]> {
    const charges = ids.charges.length === 0 ? [] : await this.charges(inArray(payments.providerChargeId, [...ids.charges]));
    const sent = ids.payouts.length === 0 ? [] : await this.payouts(inArray(payouts.providerPayoutId, [...ids.payouts]));
    return [...charges, ...(await this.refundsOf(charges.map((charge) => charge.id))), ...sent];
  }

  async saveReport(report: NewReconciliationReport): Promise<{ id: number }> {
    const [row] = await this.db.insert(reconciliationReports).values(report).returning({ id: reconciliationReports.id });
    if (row === undefined) throw new Error('the reconciliation report was not written');
    return row;
  }

  /** The latest reports, newest first: what an operator reads. */
  async latestReports(limit: number): Promise<(typeof reconciliationReports.$inferSelect)[]> {
    return this.db.select().from(reconciliationReports).orderBy(sql`${reconciliationReports.id} desc`).limit(limit);
  }

  private async charges(where: SQL | undefined): Promise<MoneyRecord[]> {
    const rows = await this.db
      .select({ id: payments.providerChargeId, amountCentavos: sql<number>`(${payments.amountCentavos} + ${payments.feeCentavos})::bigint`.mapWith(Number), state: RECEIVED })
      .from(payments)
      .where(where);
    return rows.map((row) => ({ kind: 'charge', ...row }));
  }

  /** Each charge's refunds the provider answered, summed: a refund it refused moved nothing. */
  private async refundsOf(chargeIds: readonly string[]): Promise<MoneyRecord[]> {
    if (chargeIds.length === 0) return [];
    const chargeId = sql<string>`${providerCalls.request}->>'chargeId'`;
    const rows = await this.db
      .select({ id: chargeId, amountCentavos: sql<number>`sum((${providerCalls.request}->>'amountCentavos')::bigint)`.mapWith(Number) })
      .from(providerCalls)
      .where(and(sql`${providerCalls.kind} = 'refund'`, isNotNull(providerCalls.providerObjectId), inArray(chargeId, [...chargeIds])))
      .groupBy(chargeId);
    return rows.map((row) => ({ kind: 'refund', id: row.id, amountCentavos: row.amountCentavos, state: 'done' }));
  }

  /** Payouts the provider answered: one still unanswered is the provider-calls sweep's, not a difference. */
  private async payouts(where: SQL | undefined): Promise<MoneyRecord[]> {
    const rows = await this.db
      .select({ id: payouts.providerPayoutId, amountCentavos: payouts.amountCentavos, state: payouts.status })
      .from(payouts)
      .where(and(where, isNotNull(payouts.providerPayoutId)));
    return rows.flatMap((row) => (row.id === null ? [] : [{ kind: 'payout' as const, id: row.id, amountCentavos: row.amountCentavos, state: row.state }]));
  }
}

