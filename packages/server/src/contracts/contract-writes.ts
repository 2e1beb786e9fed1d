import type { Transaction } from '../db/database.js';
import { uniqueViolationOf } from '../db/unique-violation.js';
import { AppError } from '../errors/app-error.js';
import type { PendingEmails } from '../notifications/notifier.js';
import type { ContractView } from './contract-record.js';
import type { ContractsRepository } from './contracts.repository.js';
import type { ContractsDeps } from './contracts.service.js';

/** Runs a contract write in one transaction, then sends its e-mails once it has committed. */
export async function writeThenMail<Result>(deps: ContractsDeps, work: (tx: Transaction) => Promise<{ result: Result; emails: PendingEmails }>): Promise<Result> {
  try {
    const { result, emails } = await deps.db.transaction(work);
    await deps.notifier.deliver(emails);
    return result;
  } catch (error) {
    // The project's row lock keeps two proposals from racing; this is the index's last word.
    if (uniqueViolationOf(error) === 'contracts_live_pair_key') throw new AppError('PROPOSAL.ALREADY_LIVE');
    throw error;
  }
}

/** Contract `id` as `viewerId` reads it after a write. @throws AppError `CONTRACT.NOT_FOUND`. */
export async function viewAfterWrite(repository: ContractsRepository, viewerId: number, id: number): Promise<ContractView> {
  const view = await repository.view(viewerId, id);
  if (!view) throw new AppError('CONTRACT.NOT_FOUND');
  return view;
}
