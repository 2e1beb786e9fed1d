import { lockActingAccount, type ActingFor } from '../agents/acting-for.js';
import { CreatorsRepository } from '../creators/creators.repository.js';
import type { Database } from '../db/database.js';
import type { AccountChanges, AccountView } from './account.js';
import { AccountsRepository } from './accounts.repository.js';
import { loadAccountView } from './load-account-view.js';
import { replaceUserCategories } from './replace-user-categories.js';
import { resolveAddress, type AddressInput } from './resolve-address.js';

/** Profile columns a person edits; absent leaves a field, `null` clears it. */
export type ProfileChanges = Pick<AccountChanges, 'name' | 'phone' | 'image' | 'miniBio' | 'companyName' | 'cnpj' | 'legalName' | 'website'>;

/** Everything the profile routes may change at once; each part is optional. */
export interface UserUpdate {
  readonly profile?: ProfileChanges;
  readonly address?: AddressInput | undefined;
  readonly categoryIds?: readonly number[] | undefined;
}

/**
 * Applies a profile change to the caller's own account, or to the creator a linked agent acts
 * for (`actingFor`, see `lockActingAccount`), in one transaction: profile fields,
 * address, categories, then the creator card, so a failed part (an unknown city, a category
 * that does not exist) leaves nothing half-written. Serves `PUT /account/user`,
 * `PUT /account/user/address`, `PUT /account/user/categories` and `POST /users/save-user-info`.
 *
 * @param paths - where the address and the category list sit in the request, for field messages.
 */
export async function updateUser(
  db: Database,
  actingFor: ActingFor,
  update: UserUpdate,
  paths: { readonly address?: string; readonly categories?: string } = {},
): Promise<AccountView> {
  return db.transaction(async (tx) => {
    const user = await lockActingAccount(tx, actingFor);
    const address = update.address === undefined ? undefined : resolveAddress(update.address, paths.address);
    await new AccountsRepository(tx).update(user.id, { ...update.profile, ...address });
    if (update.categoryIds !== undefined) await replaceUserCategories(tx, user.id, update.categoryIds, paths.categories);
    await new CreatorsRepository(tx).refreshCard(user.id);
    return loadAccountView(tx, user.id);
  });
}
