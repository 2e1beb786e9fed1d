import type { PasswordSignInPort } from '../auth/password-sign-in.port.js';
import type { Database } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import type { OwnAccountView } from './account.js';
import { findUser } from './find-user.js';
import { loadAccountView } from './load-account-view.js';

/**
 * `GET /account/user?external_id=`: the caller's own account, deactivated or not (the client
 * needs to know). Asking for anyone else's is refused before looking, so the answer never
 * tells whether another account exists. `hasPassword` comes from the identity provider, asked
 * beside the database, so profile completion can count "Senha".
 *
 * @throws AppError `AUTH.FORBIDDEN` for another person's id, `USER.NOT_FOUND` before sign-up,
 * `SERVICE_UNAVAILABLE` when the identity provider cannot be asked.
 */
export async function readOwnUser(
  db: Database,
  passwordSignIn: PasswordSignInPort,
  callerUid: string,
  externalId: string,
): Promise<OwnAccountView> {
  if (externalId !== callerUid) throw new AppError('AUTH.FORBIDDEN');
  const [view, hasPassword] = await Promise.all([findUser(db, callerUid).then((user) => loadAccountView(db, user.id)), passwordSignIn(callerUid)]);
  return { ...view, hasPassword };
}
