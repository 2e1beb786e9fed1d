import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../db/database.js';
import { creators, users } from '../db/schema.js';

/**
 * Which of `creatorIds` a brand may put in a cart: creators that exist, whose card is active
 * and whose account was not deactivated.
 */
export async function activeCreatorIds(db: Queryable, creatorIds: readonly number[]): Promise<ReadonlySet<number>> {
  if (creatorIds.length === 0) return new Set();
  const rows = await db
    .select({ id: creators.id })
    .from(creators)
    .innerJoin(users, eq(users.id, creators.userId))
    .where(and(inArray(creators.id, [...new Set(creatorIds)]), eq(creators.active, true), eq(users.active, true)));
  return new Set(rows.map((row) => row.id));
}
