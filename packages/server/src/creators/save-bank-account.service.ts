import { lockWritableUser } from '../accounts/lock-writable-user.js';
import type { Database } from '../db/database.js';
import type { BankAccount } from './creator-profile.js';
import { CreatorsRepository } from './creators.repository.js';
import { requireCreator } from './require-creator.js';

/**
 * Saves the caller's bank account, replacing the one stored (`PUT /users/bank_account`, and
 * `PUT /creator/bank_account` with `creatorOnly`). Nothing here logs: bank data never
 * reaches a log line, and the access log holds neither bodies nor headers.
 *
 * @returns the account as stored, to its owner.
 * @throws AppError `CREATOR.ONLY` when `creatorOnly` and the account is not a creator.
 */
export async function saveBankAccount(
  db: Database,
  externalId: string,
  account: BankAccount,
  options: { readonly creatorOnly: boolean },
): Promise<BankAccount> {
  return db.transaction(async (tx) => {
    const user = await lockWritableUser(tx, externalId);
    if (options.creatorOnly) requireCreator(user);
    return new CreatorsRepository(tx).saveBankAccount(user.id, account);
  });
}
