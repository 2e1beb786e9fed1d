import type { ApiErrorCode } from '@publi/contract';
import type { ProjectStatus } from '@publi/domain';
import type { Account } from '../accounts/account.js';
import { findUser } from '../accounts/find-user.js';
import type { Transaction } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import { ProjectsRepository } from '../projects/projects.repository.js';
import { roleOnContract } from './contract-party.js';
import type { ContractRole, ContractRow } from './contract-record.js';
import { ContractsRepository } from './contracts.repository.js';

/** A contract about to move: its row and its project's status, both locked, and the caller's side. */
export interface LockedContract {
  readonly caller: Account;
  readonly row: ContractRow;
  readonly role: ContractRole;
  readonly projectStatus: ProjectStatus | undefined;
}

/**
 * Locks contract `id` for a party's move, in the one order every contract write takes (the
 * project's row, then the contract's), so a move and a project's cancellation, or two payments,
 * wait for each other instead of deadlocking. Anyone but its parties reads `notFound`.
 *
 * @throws AppError `CONTRACT.NOT_FOUND` (or `notFound`), `USER.NOT_FOUND`, `USER.INACTIVE`.
 */
export async function lockContractForMove(tx: Transaction, externalId: string, id: number, notFound: ApiErrorCode = 'CONTRACT.NOT_FOUND'): Promise<LockedContract> {
  const caller = await findUser(tx, externalId);
  const repository = new ContractsRepository(tx);
  const unlocked = await repository.find(id);
  if (!unlocked) throw new AppError(notFound);
  const project = await new ProjectsRepository(tx).lock(unlocked.projectId);
  const row = await repository.lock(id);
  if (!row) throw new AppError(notFound);
  const role = await roleOnContract(tx, caller, row, notFound);
  if (!caller.active) throw new AppError('USER.INACTIVE');
  return { caller, row, role, projectStatus: project?.status };
}
