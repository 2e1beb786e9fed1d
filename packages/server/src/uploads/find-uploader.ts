import type { Queryable } from '../db/database.js';
import { findUser } from '../accounts/find-user.js';
import { AppError } from '../errors/app-error.js';

/**
 * The account an upload will belong to, checked before a byte of the file is read: it
 * must exist (the `uploads` row names it) and be active.
 *
 * @throws AppError `USER.NOT_FOUND` or `USER.INACTIVE`.
 */
export async function findUploader(db: Queryable, externalId: string): Promise<{ readonly id: number }> {
  const user = await findUser(db, externalId);
  if (!user.active) throw new AppError('USER.INACTIVE');
  return { id: user.id };
}
