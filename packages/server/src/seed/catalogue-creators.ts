import { and, asc, eq, like, ne } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { creators, users } from '../db/schema.js';

/**
 * Active creators of the generated catalogue (their uids start with `seed-`), oldest card first,
 * leaving out the demo creator: the ones the demo seeds pick, `offset` skipping those another
 * seed took.
 */
export function catalogueCreators(db: Database, demoCreatorUid: string, page: { readonly offset?: number; readonly limit: number }) {
  return db
    .select({ id: creators.id, uid: users.externalId })
    .from(creators)
    .innerJoin(users, eq(users.id, creators.userId))
    .where(and(like(users.externalId, 'seed-%'), eq(users.active, true), eq(creators.active, true), ne(users.externalId, demoCreatorUid)))
    .orderBy(asc(creators.id))
    .offset(page.offset ?? 0)
    .limit(page.limit);
}
