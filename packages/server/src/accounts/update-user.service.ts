import type { AddressBodyWire, UserWire } from '@publi/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { users } from '../db/schema.js';
import { refreshCreatorCard } from '../creators/refresh-creator-card.js';
import { lockWritableUser } from './lock-writable-user.js';
import { loadUserWire } from './load-user-wire.js';
import { profileChanges, type ProfileFields } from './profile-changes.js';
import { replaceUserCategories } from './replace-user-categories.js';
import { resolveAddress } from './resolve-address.js';

/** Everything the profile routes may change at once; each part is optional. */
export interface UserUpdate {
  readonly profile?: ProfileFields;
  readonly address?: AddressBodyWire | undefined;
  readonly categoryIds?: readonly number[] | undefined;
}

/**
 * Applies a profile change to the caller's own account in one transaction: profile fields,
 * address, categories, then the creator card, so a failed part (an unknown city, a category
 * that does not exist) leaves nothing half-written. Serves `PUT /account/user`,
 * `PUT /account/user/address`, `PUT /account/user/categories` and `POST /users/save-user-info`.
 *
 * @param paths - where the address and the category list sit in the request, for field messages.
 */
export async function updateUser(
  db: Database,
  externalId: string,
  update: UserUpdate,
  paths: { readonly address?: string; readonly categories?: string } = {},
): Promise<UserWire> {
  return db.transaction(async (tx) => {
    const user = await lockWritableUser(tx, externalId);
    const address = update.address === undefined ? undefined : resolveAddress(update.address, paths.address);
    const changes = { ...profileChanges(update.profile ?? {}), ...(address ?? {}) };
    if (Object.keys(changes).length > 0) {
      await tx.update(users).set({ ...changes, updatedAt: sql`now()` }).where(eq(users.id, user.id));
    }
    if (update.categoryIds !== undefined) await replaceUserCategories(tx, user.id, update.categoryIds, paths.categories);
    await refreshCreatorCard(tx, user.id);
    return loadUserWire(tx, user.id);
  });
}
