import type { Queryable } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import type { Account } from './account.js';
import { AccountsRepository } from './accounts.repository.js';

/**
 * The account whose identity-provider id is `externalId` (the token's uid), for reads.
 * A deactivated account is still found: its data is kept and its owner may read it.
 *
 * @throws AppError `USER.NOT_FOUND` when the person has not created an account yet.
 */
export async function findUser(db: Queryable, externalId: string): Promise<Account> {
  const user = await new AccountsRepository(db).findByExternalId(externalId);
  if (!user) throw new AppError('USER.NOT_FOUND');
  return user;
}
