import type { AccountType, UserWire } from '@publi/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { users } from '../db/schema.js';
import { AppError } from '../errors/app-error.js';
import { createCreatorCard } from './create-creator-card.js';
import { loadUserWire } from './load-user-wire.js';
import { lockWritableUser } from './lock-writable-user.js';

/**
 * Sets the caller's account type (`POST /account/type`). The type is chosen once: asking
 * again for the same type answers the account unchanged (a retried request is harmless),
 * asking for another is refused. Becoming a creator creates the search card in the same
 * transaction.
 *
 * @throws AppError `USER.TYPE_ALREADY_SET` (409) when the account already has another type.
 */
export async function setAccountType(db: Database, externalId: string, type: AccountType): Promise<UserWire> {
  return db.transaction(async (tx) => {
    const user = await lockWritableUser(tx, externalId);
    if (user.type === type) return loadUserWire(tx, user.id);
    if (user.type !== null) throw new AppError('USER.TYPE_ALREADY_SET');
    await tx.update(users).set({ type, updatedAt: sql`now()` }).where(eq(users.id, user.id));
    if (type === 'creator') await createCreatorCard(tx, user.id, user.name);
    return loadUserWire(tx, user.id);
  });
}
