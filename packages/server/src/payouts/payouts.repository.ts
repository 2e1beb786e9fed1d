import { and, desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../db/database.js';
import { contracts, creators, ledgerEntries, payouts, projects, users } from '../db/schema.js';

/** A payout's row as stored. */
export type PayoutRow = typeof payouts.$inferSelect;

/** A new payout: one contract's available money on its way to the creator. */
export type NewPayout = Pick<typeof payouts.$inferInsert, 'contractId' | 'creatorId' | 'amountCentavos' | 'destinationLabel' | 'requestedAt'>;

/** A contract as the creator's earnings list it, before its balances are read. */
export interface EarningContract {
  readonly contractId: number;
  readonly projectName: string;
  readonly brandName: string;
  readonly amountCentavos: number;
}

const brands = alias(users, 'brand');

/** Payouts in PostgreSQL, and the contracts a creator's earnings list. */
export class PayoutsRepository {
  constructor(private readonly db: Queryable) {}

  /** The creator card of account `userId`, when it has one. */
  async creatorIdOf(userId: number): Promise<number | undefined> {
    const [card] = await this.db.select({ id: creators.id }).from(creators).where(eq(creators.userId, userId));
    return card?.id;
  }

  /** The creator's contracts that ever moved money (they have ledger rows), most recently changed first. */
  async earningContracts(creatorId: number): Promise<EarningContract[]> {
    return this.db
      .select({ contractId: contracts.id, projectName: projects.name, brandName: brands.name, amountCentavos: contracts.amountCentavos })
      .from(contracts)
      .innerJoin(projects, eq(projects.id, contracts.projectId))
      .innerJoin(brands, eq(brands.id, contracts.brandId))
      .where(and(eq(contracts.creatorId, creatorId), inArray(contracts.id, this.db.selectDistinct({ id: ledgerEntries.contractId }).from(ledgerEntries))))
      .orderBy(desc(contracts.updatedAt), desc(contracts.id));
  }

  /** Each contract's latest payout, for the contracts that have one. */
  async latestFor(contractIds: readonly number[]): Promise<PayoutRow[]> {
    if (contractIds.length === 0) return [];
    return this.db
      .selectDistinctOn([payouts.contractId])
      .from(payouts)
      .where(inArray(payouts.contractId, [...contractIds]))
      .orderBy(payouts.contractId, desc(payouts.id));
  }

  /** Inserts a payout; answers its id. */
  async insert(payout: NewPayout): Promise<number> {
    const [inserted] = await this.db.insert(payouts).values(payout).returning({ id: payouts.id });
    if (!inserted) throw new Error('the payout was not inserted');
    return inserted.id;
  }

  /** The payout the provider knows as `providerPayoutId`, locked, with its contract's brand. */
  async lockByProviderId(providerPayoutId: string): Promise<{ payout: PayoutRow; brandId: number } | undefined> {
    const [found] = await this.db
      .select({ payout: payouts, brandId: contracts.brandId })
      .from(payouts)
      .innerJoin(contracts, eq(contracts.id, payouts.contractId))
      .where(eq(payouts.providerPayoutId, providerPayoutId))
      .for('update', { of: payouts });
    return found;
  }

  /** Stores the provider's id of payout `id`, once the provider has answered its call. */
  async recordProviderId(id: number, providerPayoutId: string): Promise<void> {
    await this.db.update(payouts).set({ providerPayoutId }).where(eq(payouts.id, id));
  }

  /** Stores a payout's outcome. */
  async settle(id: number, outcome: Pick<PayoutRow, 'status' | 'settledAt' | 'failureReason'>): Promise<void> {
    await this.db.update(payouts).set(outcome).where(eq(payouts.id, id));
  }
}
