import { CreatorsRepository } from '../creators/creators.repository.js';
import type { Database } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import type { AccountView, NewAccount } from './account.js';
import { AccountsRepository } from './accounts.repository.js';
import { loadAccountView } from './load-account-view.js';
import { lockWritableUser } from './lock-writable-user.js';

/**
 * Sets the caller's account type (`POST /account/type`). The type is chosen once: asking
 * again for the same type answers the account unchanged (a retried request is harmless),
 * asking for another is refused. Becoming a creator creates the search card in the same
 * transaction.
 *
 * @throws AppError `USER.TYPE_ALREADY_SET` (409) when the account already has another type.
 */
export async function setAccountType(db: Database, externalId: string, type: NewAccount['type']): Promise<AccountView> {
  return db.transaction(async (tx) => {
    const user = await lockWritableUser(tx, externalId);
    if (user.type === type) return loadAccountView(tx, user.id);
    if (user.type !== null) throw new AppError('USER.TYPE_ALREADY_SET');
    await new AccountsRepository(tx).update(user.id, { type });
    if (type === 'creator') await CreatorsRepository.createCard(tx, user.id, user.name);
    return loadAccountView(tx, user.id);
  });
}
