import { asc, eq, inArray } from 'drizzle-orm';
import type { ContractRow } from '../contracts/contract-record.js';
import type { Queryable } from '../db/database.js';
import { contracts, creators, projects } from '../db/schema.js';

/** A contract about to be paid, with its creator's name as the checkout shows it. */
export type PayableContractRow = ContractRow & { readonly creatorName: string };

/**
 * What a payment reads and locks of the contracts it pays and of their project, in the order
 * every contract write takes: the project's row first, then the contracts' in id order.
 */
export class PaymentsPayableRepository {
  constructor(private readonly db: Queryable) {}

  /** The contracts `ids` as they stand, unlocked: whose they are and which project they belong to. */
  async peek(ids: readonly number[]): Promise<{ id: number; projectId: number; brandId: number }[]> {
    return this.db.select({ id: contracts.id, projectId: contracts.projectId, brandId: contracts.brandId }).from(contracts).where(inArray(contracts.id, [...ids]));
  }

  /** The project's name; with `lock`, its row is locked for the rest of the transaction. */
  async projectName(projectId: number, lock: boolean): Promise<string | undefined> {
    const query = this.db.select({ name: projects.name }).from(projects).where(eq(projects.id, projectId));
    const [project] = lock ? await query.for('update') : await query;
    return project?.name;
  }

  /** Locks the project's row (before its contracts'). */
  async lockProject(projectId: number): Promise<void> {
    await this.db.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId)).for('update');
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

  /** The contracts `ids`, locked in id order. */
  async lockContracts(ids: readonly number[]): Promise<ContractRow[]> {
    return this.db.select().from(contracts).where(inArray(contracts.id, [...ids])).orderBy(asc(contracts.id)).for('update');
  }
}
