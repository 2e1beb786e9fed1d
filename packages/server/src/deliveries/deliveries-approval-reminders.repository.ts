import { and, eq, isNull, lt, lte, or } from 'drizzle-orm';
import type { Queryable } from '../db/database.js';
import { contracts } from '../db/schema.js';

/** The deliveries whose brand is reminded that the clock will approve them soon. */
export class DeliveriesApprovalRemindersRepository {
  constructor(private readonly db: Queryable) {}

  /** Deliveries sent at or before `deliveredBefore`, still unanswered, whose brand was not reminded of this delivery yet. */
  due(deliveredBefore: Date, limit: number): Promise<{ id: number; brandId: number }[]> {
    return this.db
      .select({ id: contracts.id, brandId: contracts.brandId })
      .from(contracts)
      .where(and(eq(contracts.status, 'delivered'), lte(contracts.deliveredAt, deliveredBefore), notRemindedOfThisDelivery()))
      .limit(limit);
  }

  /** Marks the reminder of the contract's current delivery sent; answers false when another replica's sweep did it first, or it was answered meanwhile. */
  async mark(contractId: number, at: Date): Promise<boolean> {
    const marked = await this.db
      .update(contracts)
      .set({ approvalRemindedAt: at })
      .where(and(eq(contracts.id, contractId), eq(contracts.status, 'delivered'), notRemindedOfThisDelivery()))
      .returning({ id: contracts.id });
    return marked.length > 0;
  }
}

// A reminder sent before the latest delivery was for an earlier round: the new one gets its own.
const notRemindedOfThisDelivery = () => or(isNull(contracts.approvalRemindedAt), lt(contracts.approvalRemindedAt, contracts.deliveredAt));
