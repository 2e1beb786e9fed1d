import type { Transaction } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import type { Account } from './account.js';
import { AccountsRepository } from './accounts.repository.js';

/**
 * The caller's account, locked for the rest of the transaction, before any write to it.
 * The row lock makes two writes by the same account run one after the other, so two tabs
 * choosing a type, or replacing the same list, cannot interleave.
 *
 * @throws AppError `USER.NOT_FOUND` without an account, `USER.INACTIVE` once it was deactivated.
 */
export async function lockWritableUser(tx: Transaction, externalId: string): Promise<Account> {
  const user = await new AccountsRepository(tx).lockByExternalId(externalId);
  if (!user) throw new AppError('USER.NOT_FOUND');
  if (!user.active) throw new AppError('USER.INACTIVE');
  return user;
}
