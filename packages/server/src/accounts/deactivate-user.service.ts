import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { users } from '../db/schema.js';
import { refreshCreatorCard } from '../creators/refresh-creator-card.js';
import { AppError } from '../errors/app-error.js';

/**
 * Deactivates the caller's account (`POST /account/user/desactive`): the account and its
 * creator card stop being active, so the creator leaves search and public pages, while
 * every row is kept. Deactivating an account that is already inactive answers the same.
 *
 * @throws AppError `USER.NOT_FOUND` when the caller has no account.
 */
export async function deactivateUser(db: Database, externalId: string): Promise<{ active: false }> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.externalId, externalId)).for('update');
    if (!user) throw new AppError('USER.NOT_FOUND');
    await tx.update(users).set({ active: false, updatedAt: sql`now()` }).where(eq(users.id, user.id));
    await refreshCreatorCard(tx, user.id);
    return { active: false as const };
  });
}
