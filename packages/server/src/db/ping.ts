import { sql } from 'drizzle-orm';
import type { Queryable } from './database.js';

/** Asks the database the smallest question (`select 1`), for the health check; rejects when it cannot answer. */
export async function ping(db: Queryable): Promise<void> {
  await db.execute(sql`select 1`);
}
