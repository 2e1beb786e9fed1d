import type { PaymentMethod, PaymentStatus } from '@publi/domain';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/database.js';
import { payments } from '../db/schema.js';

/** How many payments stand in one state, paid one way. */
export interface PaymentsInState {
  readonly status: PaymentStatus;
  readonly method: PaymentMethod;
  readonly count: number;
}

/** The payments counted by state, for the operator's series (`/metrics`), read at each scrape. */
export class PaymentsStatesRepository {
  constructor(private readonly db: Queryable) {}

  /** One row per state and method that has payments; the others have none. */
  async countByState(): Promise<PaymentsInState[]> {
    return this.db
      .select({ status: payments.status, method: payments.method, count: sql<number>`count(*)::integer` })
      .from(payments)
      .groupBy(payments.status, payments.method);
  }
}
