import { findUser } from '../accounts/find-user.js';
import type { Database } from '../db/database.js';
import type { BankAccount } from './creator-profile.js';
import { BankAccountsRepository } from './bank-accounts.repository.js';
import { requireCreator } from './require-creator.js';

/**
 * The caller's own bank account, or `null` when none was saved (`GET /users/bank_account`,
 * and `GET /creator/bank_account/details` with `creatorOnly`). The account is always the
 * token's: there is no parameter that could name someone else's.
 *
 * @throws AppError `USER.NOT_FOUND` without an account; `CREATOR.ONLY` as for saving.
 */
export async function readBankAccount(
  db: Database,
  externalId: string,
  options: { readonly creatorOnly: boolean },
): Promise<BankAccount | null> {
  const user = await findUser(db, externalId);
  if (options.creatorOnly) requireCreator(user);
  return new BankAccountsRepository(db).find(user.id);
}
