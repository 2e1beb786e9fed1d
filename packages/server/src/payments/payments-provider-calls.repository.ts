import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { Queryable } from '../db/database.js';
import type { CardPayer } from '../ports/payment-provider.port.js';
import { payments, providerCalls, users } from '../db/schema.js';

/** A call to the provider as stored: its key, what it sends, and whether it was answered. */
export type ProviderCallRow = typeof providerCalls.$inferSelect;

/** A call about to be made: written and committed before the provider hears of it. */
export type NewProviderCall = Pick<typeof providerCalls.$inferInsert, 'idempotencyKey' | 'kind' | 'projectId' | 'paymentId' | 'contractId' | 'payoutId' | 'request' | 'createdAt'>;

/** The calls to the payment provider, each under its idempotency key (README, "Provider calls"). */
export class PaymentsProviderCallsRepository {
  constructor(private readonly db: Queryable) {}

  /** Writes a call's intent; a key already there is left as it is (a retry restoring its own call). */
  async insert(call: NewProviderCall): Promise<void> {
    await this.db.insert(providerCalls).values(call).onConflictDoNothing();
  }

  /** A brand as a card charge names its payer, for a call written before payers were kept with it. */
  async payerOf(brandId: number): Promise<CardPayer> {
    const [brand] = await this.db.select({ name: users.name, companyName: users.companyName, legalName: users.legalName, email: users.email, cnpj: users.cnpj }).from(users).where(eq(users.id, brandId));
    return { name: brand?.legalName || brand?.companyName || brand?.name || '', email: brand?.email ?? '', cnpj: brand?.cnpj || null };
  }

  /** The call with `key`, unlocked. */
  async find(key: string): Promise<ProviderCallRow | undefined> {
    const [row] = await this.db.select().from(providerCalls).where(eq(providerCalls.idempotencyKey, key));
    return row;
  }

  /** The call with `key`, locked for the rest of the transaction: who records its answer. */
  async lock(key: string): Promise<ProviderCallRow | undefined> {
    const [row] = await this.db.select().from(providerCalls).where(eq(providerCalls.idempotencyKey, key)).for('update');
    return row;
  }

  /** The charge for `projectId`'s contracts still waiting for the provider's answer, if any. */
  async unansweredChargeOf(projectId: number): Promise<ProviderCallRow | undefined> {
    const [row] = await this.db
      .select()
      .from(providerCalls)
      .where(and(eq(providerCalls.kind, 'charge'), eq(providerCalls.projectId, projectId), isNull(providerCalls.answeredAt)))
      .limit(1);
    return row;
  }

  /** Whether a late charge of `paymentId` is already being given back whole. */
  async wholeRefundOf(paymentId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ key: providerCalls.idempotencyKey })
      .from(providerCalls)
      .where(and(eq(providerCalls.kind, 'refund'), eq(providerCalls.paymentId, paymentId), isNull(providerCalls.contractId)))
      .limit(1);
    return row !== undefined;
  }

  /** The keys of the unanswered refunds of the charge `chargeId`, oldest first. */
  async unansweredRefundsOfCharge(chargeId: string): Promise<string[]> {
    const rows = await this.db
      .select({ key: providerCalls.idempotencyKey })
      .from(providerCalls)
      .innerJoin(payments, eq(payments.id, providerCalls.paymentId))
      .where(and(eq(payments.providerChargeId, chargeId), eq(providerCalls.kind, 'refund'), isNull(providerCalls.answeredAt)))
      .orderBy(asc(providerCalls.createdAt));
    return rows.map((row) => row.key);
  }

  /** The keys of at most `limit` calls written at or before `cutoff` and still unanswered, oldest first. */
  async unansweredSince(cutoff: Date, limit: number): Promise<string[]> {
    const rows = await this.db
      .select({ key: providerCalls.idempotencyKey })
      .from(providerCalls)
      .where(and(isNull(providerCalls.answeredAt), lte(providerCalls.createdAt, cutoff)))
      .orderBy(asc(providerCalls.createdAt))
      .limit(limit);
    return rows.map((row) => row.key);
  }

  /** Records the provider's answer: the id it gave, and the payment a charge became. */
  async markAnswered(key: string, answer: { providerObjectId?: string; paymentId?: number; answeredAt: Date }): Promise<void> {
    await this.db
      .update(providerCalls)
      .set({ providerObjectId: answer.providerObjectId ?? null, answeredAt: answer.answeredAt, ...(answer.paymentId === undefined ? {} : { paymentId: answer.paymentId }) })
      .where(eq(providerCalls.idempotencyKey, key));
  }

  /** Drops calls the provider certainly did nothing for (unreachable, or an invalid card token), so nothing stands in the way of another. */
  async removeUnanswered(keys: readonly string[]): Promise<void> {
    if (keys.length === 0) return;
    await this.db.delete(providerCalls).where(and(inArray(providerCalls.idempotencyKey, [...keys]), isNull(providerCalls.answeredAt)));
  }
}
