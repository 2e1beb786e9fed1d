import type { VerifiedIdentity } from '../auth/token-verifier.port.js';
import type { Database } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import type { AccountView } from './account.js';
import { AccountsRepository } from './accounts.repository.js';
import { loadAccountView } from './load-account-view.js';
import { lockWritableUser } from './lock-writable-user.js';

/**
 * Stores the e-mail of the caller's verified token as the account's (`POST
 * /account/user/email`), after the person confirmed a change through the provider's link.
 * The e-mail comes only from the token the provider signed, with `email_verified`, never from
 * a request: nobody can claim an address they do not own.
 *
 * @throws AppError `USER.EMAIL_NOT_VERIFIED` when the token has no e-mail or it is not
 * verified; `USER.NOT_FOUND`, `USER.INACTIVE` as for any write.
 */
export async function syncOwnEmail(db: Database, identity: VerifiedIdentity): Promise<AccountView> {
  const { email } = identity;
  if (email === undefined || identity.emailVerified !== true) throw new AppError('USER.EMAIL_NOT_VERIFIED');
  return db.transaction(async (tx) => {
    const user = await lockWritableUser(tx, identity.uid);
    // The card holds no e-mail, so nothing else follows the change.
    if (user.email !== email) await new AccountsRepository(tx).update(user.id, { email });
    return loadAccountView(tx, user.id);
  });
}
