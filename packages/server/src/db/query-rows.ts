import type { SQL } from 'drizzle-orm';
import type { Queryable } from '../db/database.js';

/**
 * Runs raw SQL and answers its rows, whichever driver is underneath (PGlite and node-postgres
 * both answer `{ rows }`, but the shared `Database` type cannot say so). Cast numbers to
 * `integer` in the SQL, and money (bigint centavos) to `float8`, exact below 2^53: node-postgres
 * gives `bigint` back as text.
 */
export async function queryRows<Row>(db: Queryable, query: SQL): Promise<Row[]> {
  const result: unknown = await db.execute(query);
  if (typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)) {
    return result.rows as Row[];
  }
  throw new Error('queryRows: the driver answered without rows');
}
