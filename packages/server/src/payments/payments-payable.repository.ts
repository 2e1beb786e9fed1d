import { asc, eq, inArray } from 'drizzle-orm';
import type { ContractRow } from '../contracts/contract-record.js';
import type { Queryable } from '../db/database.js';
import { contracts, creators } from '../db/schema.js';

/** A contract about to be paid, with its creator's name as the checkout shows it. */
export type PayableContractRow = ContractRow & { readonly creatorName: string };

/**
 * What a payment reads and locks of the contracts it pays, with their creators' names; the
 * service locks their project first (`ProjectsRepository.lock`), as every contract write does.
 */
export class PaymentsPayableRepository {
  constructor(private readonly db: Queryable) {}

  /** The contracts `ids` as they stand, unlocked: whose they are and which project they belong to. */
  async peek(ids: readonly number[]): Promise<{ id: number; projectId: number; brandId: number }[]> {
    return this.db.select({ id: contracts.id, projectId: contracts.projectId, brandId: contracts.brandId }).from(contracts).where(inArray(contracts.id, [...ids]));
  }

  /** The contracts `ids` in id order with their creators' names; with `lock`, the contracts' rows are locked. */
  async withCreators(ids: readonly number[], lock: boolean): Promise<PayableContractRow[]> {
    const query = this.db
      .select({ row: contracts, creatorName: creators.name })
      .from(contracts)
      .innerJoin(creators, eq(creators.id, contracts.creatorId))
      .where(inArray(contracts.id, [...ids]))
      .orderBy(asc(contracts.id));
    return (lock ? await query.for('update', { of: contracts }) : await query).map(({ row, creatorName }) => ({ ...row, creatorName }));
  }
}
