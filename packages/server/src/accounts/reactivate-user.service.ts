import { CreatorsRepository } from '../creators/creators.repository.js';
import type { Database } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import type { AccountView } from './account.js';
import { AccountsRepository } from './accounts.repository.js';
import { loadAccountView } from './load-account-view.js';

/**
 * Reactivates the caller's account (`POST /account/user/reactivate`, offered when a
 * deactivated person signs in again): the account and its creator card are active again, so
 * the creator is back in search and on the public profile. Carts that held the creator do not
 * get them back. On an active account nothing changes.
 *
 * @throws AppError `USER.NOT_FOUND` when the caller has no account.
 */
export async function reactivateUser(db: Database, externalId: string): Promise<AccountView> {
  return db.transaction(async (tx) => {
    const accounts = new AccountsRepository(tx);
    const user = await accounts.lockByExternalId(externalId);
    if (!user) throw new AppError('USER.NOT_FOUND');
    if (!user.active) {
      await accounts.update(user.id, { active: true });
      await new CreatorsRepository(tx).refreshCard(user.id);
    }
    return loadAccountView(tx, user.id);
  });
}
