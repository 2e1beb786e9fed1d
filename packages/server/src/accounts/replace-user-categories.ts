import { eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../db/database.js';
import { categories, userCategories } from '../db/schema.js';
import { AppError } from '../errors/app-error.js';

const UNKNOWN_CATEGORY_MESSAGE = 'Esta categoria não existe. Escolha uma da lista.';

/**
 * Replaces the account's categories with `categoryIds` (the contract already refused
 * repeats). Every id must name an existing category; an unknown one is a 400 with a message
 * at its index, and nothing is changed. The caller refreshes the creator card afterwards.
 *
 * @param field - the list's name in the request, for the field messages.
 */
export async function replaceUserCategories(
  tx: Transaction,
  userId: number,
  categoryIds: readonly number[],
  field = 'categories_ids',
): Promise<void> {
  if (categoryIds.length > 0) {
    const found = await tx.select({ id: categories.id }).from(categories).where(inArray(categories.id, [...categoryIds]));
    const known = new Set(found.map((row) => row.id));
    const unknown = Object.fromEntries(
      categoryIds.flatMap((id, index) => (known.has(id) ? [] : [[`${field}.${index}`, UNKNOWN_CATEGORY_MESSAGE]])),
    );
    if (Object.keys(unknown).length > 0) throw new AppError('REQUEST.INVALID', unknown);
  }
  await tx.delete(userCategories).where(eq(userCategories.userId, userId));
  if (categoryIds.length > 0) {
    await tx.insert(userCategories).values(categoryIds.map((categoryId) => ({ userId, categoryId })));
  }
}
