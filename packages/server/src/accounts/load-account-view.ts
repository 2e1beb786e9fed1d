import type { Queryable } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import type { AccountView } from './account.js';
import { AccountsRepository } from './accounts.repository.js';

/**
 * The account with id `userId` and its categories, read inside the caller's transaction so
 * the answer shows exactly what was just written.
 *
 * @throws AppError `USER.NOT_FOUND` when there is no such account.
 */
export async function loadAccountView(db: Queryable, userId: number): Promise<AccountView> {
  const view = await new AccountsRepository(db).view(userId);
  if (!view) throw new AppError('USER.NOT_FOUND');
  return view;
}
