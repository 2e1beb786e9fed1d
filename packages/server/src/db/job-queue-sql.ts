import { sql, type SQL } from 'drizzle-orm';
import type { JobQueueSql, Queryable } from './database.js';

export type { JobQueueSql } from './database.js';
import { queryRows } from './query-rows.js';


/**
 * Turns the queue's `$n` text into Drizzle's SQL, each placeholder a parameter (one used twice is
 * sent twice), so the queue's statements run on any of our connections, a transaction included.
 */
export function toDrizzleSql(text: string, values: readonly unknown[]): SQL {
  const parts = text.split(/(\$\d+)/);
  return sql.join(
    parts.map((part) => {
      const placeholder = /^\$(\d+)$/.exec(part);
      return placeholder ? sql`${values[Number(placeholder[1]) - 1] ?? null}` : sql.raw(part);
    }),
  );
}

/**
 * The queue's SQL on `db`: the database, or a transaction, where a job sent with the change that
 * asks for it is committed or rolled back with it (an e-mail of a rolled-back proposal never
 * exists). Statements with parameters only: pg-boss sends its multi-statement scripts (install,
 * maintenance) without, and those go through the handle's own {@link JobQueueSql}.
 */
export function jobQueueSqlOn(db: Queryable): JobQueueSql {
  return {
    executeSql: async (text, values = []) => ({ rows: await queryRows<unknown>(db, toDrizzleSql(text, values)) }),
  };
}
