import { FINAL_CONTRACT_STATUSES, type OpenContract } from '@publi/domain';
import { and, asc, eq, notInArray, or } from 'drizzle-orm';
import type { Transaction } from '../db/database.js';
import { contracts, creators, projects } from '../db/schema.js';

/**
 * Reads the contracts account `userId` is a party to that have not ended, inside the
 * caller's transaction (after the account row is locked), as the deactivation rule (the
 * domain's `deactivationBlocker`) takes them.
 */
export type OpenContractsReader = (tx: Transaction, userId: number) => Promise<readonly OpenContract[]>;

/** The contracts repository's reader: the account's contracts as the brand or as the creator, not in a final status. */
export const readOpenContracts: OpenContractsReader = async (tx, userId) => {
  const rows = await tx
    .select({ id: contracts.id, projectName: projects.name, status: contracts.status })
    .from(contracts)
    .innerJoin(projects, eq(projects.id, contracts.projectId))
    .innerJoin(creators, eq(creators.id, contracts.creatorId))
    .where(and(or(eq(contracts.brandId, userId), eq(creators.userId, userId)), notInArray(contracts.status, [...FINAL_CONTRACT_STATUSES])))
    .orderBy(asc(contracts.id));
  // The CHECK constraint of migration 0007 keeps `status` to the domain's values.
  return rows.map((row) => ({ ...row, status: row.status }));
};
