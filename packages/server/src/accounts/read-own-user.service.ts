import type { Database } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import type { AccountView } from './account.js';
import { findUser } from './find-user.js';
import { loadAccountView } from './load-account-view.js';

/**
 * `GET /account/user?external_id=`: the caller's own account, deactivated or not (the client
 * needs to know). Asking for anyone else's is refused before looking, so the answer never
 * tells whether another account exists.
 *
 * @throws AppError `AUTH.FORBIDDEN` for another person's id, `USER.NOT_FOUND` before sign-up.
 */
export async function readOwnUser(db: Database, callerUid: string, externalId: string): Promise<AccountView> {
  if (externalId !== callerUid) throw new AppError('AUTH.FORBIDDEN');
  const user = await findUser(db, callerUid);
  return loadAccountView(db, user.id);
}
