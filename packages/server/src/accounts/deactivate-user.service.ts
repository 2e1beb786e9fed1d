import { CreatorsRepository } from '../creators/creators.repository.js';
import type { Database } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import { AccountsRepository } from './accounts.repository.js';

/**
 * Deactivates the caller's account (`POST /account/user/desactive`): the account and its
 * creator card stop being active, so the creator leaves search and public pages, while
 * every row is kept. Deactivating an account that is already inactive answers the same.
 *
 * @throws AppError `USER.NOT_FOUND` when the caller has no account.
 */
export async function deactivateUser(db: Database, externalId: string): Promise<{ active: false }> {
  return db.transaction(async (tx) => {
    const accounts = new AccountsRepository(tx);
    const user = await accounts.lockByExternalId(externalId);
    if (!user) throw new AppError('USER.NOT_FOUND');
    await accounts.update(user.id, { active: false });
    await new CreatorsRepository(tx).refreshCard(user.id);
    return { active: false as const };
  });
}
