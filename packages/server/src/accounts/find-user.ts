import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/database.js';
import { users } from '../db/schema.js';
import { AppError } from '../errors/app-error.js';
import type { UserRow } from './user-row.js';

/**
 * The account whose identity-provider id is `externalId` (the token's uid), for reads.
 * A deactivated account is still found: its data is kept and its owner may read it.
 *
 * @throws AppError `USER.NOT_FOUND` when the person has not created an account yet.
 */
export async function findUser(db: Queryable, externalId: string): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.externalId, externalId));
  if (!user) throw new AppError('USER.NOT_FOUND');
  return user;
}
