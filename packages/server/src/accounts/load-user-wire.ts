import type { UserWire } from '@publi/contract';
import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../db/database.js';
import { categories, userCategories, users } from '../db/schema.js';
import { AppError } from '../errors/app-error.js';
import { toUserWire } from './to-user-wire.js';

/**
 * The account with id `userId` as the users routes answer it, read inside the caller's
 * transaction so the answer shows exactly what was just written.
 */
export async function loadUserWire(db: Queryable, userId: number): Promise<UserWire> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new AppError('USER.NOT_FOUND');
  const chosen = await db
    .select({ id: categories.id, name: categories.name })
    .from(userCategories)
    .innerJoin(categories, eq(categories.id, userCategories.categoryId))
    .where(eq(userCategories.userId, userId))
    .orderBy(asc(categories.name), asc(categories.id));
  return toUserWire(user, chosen);
}
