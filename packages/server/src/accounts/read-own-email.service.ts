import type { Database } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import { findUser } from './find-user.js';

/**
 * `GET /account/user/email?id=`: the e-mail of the caller's own account, by its numeric id.
 * Any other id is refused the same way, whether it exists or not, so the route cannot be
 * used to harvest addresses or to probe which ids exist.
 *
 * @throws AppError `USER.NOT_FOUND` before sign-up, `AUTH.FORBIDDEN` for any other id.
 */
export async function readOwnEmail(db: Database, callerUid: string, userId: number): Promise<string> {
  const user = await findUser(db, callerUid);
  if (user.id !== userId) throw new AppError('AUTH.FORBIDDEN');
  return user.email;
}
