import type { Queryable } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import { AccountsRepository } from './accounts.repository.js';

const UNKNOWN_CATEGORY_MESSAGE = 'Esta categoria não existe. Escolha uma da lista.';

/**
 * Replaces the account's categories with `categoryIds` (the contract already refused
 * repeats). Every id must name an existing category; an unknown one is a 400 with a message
 * at its index, and nothing is changed. The caller refreshes the creator card afterwards.
 *
 * @param field - the list's name in the request, for the field messages.
 */
export async function replaceUserCategories(
  tx: Queryable,
  userId: number,
  categoryIds: readonly number[],
  field = 'categories_ids',
): Promise<void> {
  const accounts = new AccountsRepository(tx);
  const known = await accounts.knownCategoryIds(categoryIds);
  const unknown = Object.fromEntries(
    categoryIds.flatMap((id, index) => (known.has(id) ? [] : [[`${field}.${index}`, UNKNOWN_CATEGORY_MESSAGE]])),
  );
  if (Object.keys(unknown).length > 0) throw new AppError('REQUEST.INVALID', unknown);
  await accounts.replaceCategories(userId, categoryIds);
}
