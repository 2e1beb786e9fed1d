import { hasWorkStarted } from '@publi/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Account } from '../accounts/account.js';
import type { Queryable } from '../db/database.js';
import { contracts, creators, projects } from '../db/schema.js';
import type { ContractRow } from '../contracts/contract-record.js';
import { AppError } from '../errors/app-error.js';

/** Contracts a brand is about to pay, locked, with their project and creators' names. */
export interface PayableContracts {
  readonly projectId: number;
  readonly projectName: string;
  readonly rows: readonly (ContractRow & { readonly creatorName: string })[];
}

/**
 * The brand's contracts `ids`, all of one project and all `accepted`: the project's row is locked
 * first and then the contracts' in id order (the order every contract write takes), so two
 * payments of the same contract run one after the other. With `lock` false nothing is locked (a quote).
 *
 * @throws AppError `CONTRACT.NOT_FOUND` for a contract that is not the brand's, `PAYMENT.MIXED_PROJECTS`,
 * `PAYMENT.NOT_PAYABLE` (with the contract's status) for one not waiting for payment.
 */
export async function payableContracts(db: Queryable, brand: Account, ids: readonly number[], lock: boolean): Promise<PayableContracts> {
  const peek = await db.select({ id: contracts.id, projectId: contracts.projectId, brandId: contracts.brandId }).from(contracts).where(inArray(contracts.id, [...ids]));
  if (peek.length !== ids.length || peek.some((row) => row.brandId !== brand.id)) throw new AppError('CONTRACT.NOT_FOUND');
  const projectIds = new Set(peek.map((row) => row.projectId));
  const [projectId] = [...projectIds];
  if (projectIds.size !== 1 || projectId === undefined) throw new AppError('PAYMENT.MIXED_PROJECTS');
  const projectQuery = db.select({ name: projects.name }).from(projects).where(eq(projects.id, projectId));
  const [project] = lock ? await projectQuery.for('update') : await projectQuery;
  const rowsQuery = db
    .select({ row: contracts, creatorName: creators.name })
    .from(contracts)
    .innerJoin(creators, eq(creators.id, contracts.creatorId))
    .where(inArray(contracts.id, [...ids]))
    .orderBy(asc(contracts.id));
  const rows = (lock ? await rowsQuery.for('update', { of: contracts }) : await rowsQuery).map(({ row, creatorName }) => ({ ...row, creatorName }));
  const unpayable = rows.find((row) => row.status !== 'accepted');
  if (unpayable) {
    // The work started only once it was paid, so from there on the contract has been paid (changes asked for included).
    const message = hasWorkStarted(unpayable.status) ? 'O contrato já foi pago.' : undefined;
    throw new AppError('PAYMENT.NOT_PAYABLE', { contract_ids: message ?? `O contrato com ${unpayable.creatorName} não está aguardando pagamento.` }, message);
  }
  return { projectId, projectName: project?.name ?? '', rows };
}
