import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/database.js';
import { queryRows } from './query-rows.js';

/**
 * How many active creators there are, exactly. It reads only the partial index on active
 * creators (an index-only scan once the table is vacuumed), never the wide card rows.
 */
export async function countActiveCreators(db: Queryable): Promise<number> {
  const [row] = await queryRows<{ total: number }>(db, sql`SELECT count(*)::integer AS total FROM creators WHERE active`);
  return row?.total ?? 0;
}
