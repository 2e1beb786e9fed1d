import { createHash } from 'node:crypto';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { queryRows } from '../db/query-rows.js';

/** Each table's row count and a checksum of its rows, and each stored-files folder's, by name. */
export type Snapshot = Readonly<Record<string, { readonly rows: number; readonly checksum: string }>>;

const TABLE_NAME = /^[a-z_][a-z0-9_]*$/u;

/** The application's tables (the current schema's base tables: migrations keep their own schema). */
export async function tablesOf(db: Database): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
  );
  const names = rows.map((row) => row.name);
  // The names go into the SQL as identifiers below: refuse anything that would need quoting.
  const odd = names.filter((name) => !TABLE_NAME.test(name));
  if (odd.length > 0) throw new Error(`tablesOf: unexpected table names ${odd.join(', ')}`);
  return names;
}

/**
 * Every table's count and `md5` of its rows in a fixed order, in one query: a refused write must
 * leave all of them as they were, whichever table a half-done write would have touched.
 */
export async function snapshotTables(db: Database, tables: readonly string[]): Promise<Snapshot> {
  const selects = tables.map((table) => `select '${table}' as name, count(*)::int as rows, md5(coalesce(string_agg(t::text, ',' order by t::text), '')) as checksum from "${table}" t`);
  const rows = await queryRows<{ name: string; rows: number; checksum: string }>(db, sql.raw(selects.join(' union all ')));
  return Object.fromEntries(rows.map(({ name, rows: count, checksum }) => [name, { rows: count, checksum }]));
}

/** The files under `folder` (names and sizes), as one more entry of a snapshot: uploads are writes too. */
export async function snapshotFolder(folder: string): Promise<Snapshot[string]> {
  const entries = await readdir(folder, { recursive: true });
  const sizes = await Promise.all(entries.sort().map(async (entry) => `${entry}:${String((await stat(join(folder, entry))).size)}`));
  return { rows: entries.length, checksum: createHash('md5').update(sizes.join(',')).digest('hex') };
}

/** One line per table (or folder) that changed between two snapshots, leaving out those `allowed` to. */
export function snapshotChanges(before: Snapshot, after: Snapshot, allowed: readonly string[] = []): string[] {
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((name) => !allowed.includes(name)).sort();
  return names.flatMap((name) => {
    const was = before[name];
    const is = after[name];
    if (was?.rows === is?.rows && was?.checksum === is?.checksum) return [];
    return [`${name}: ${String(was?.rows)} rows (${was?.checksum.slice(0, 8) ?? '-'}) became ${String(is?.rows)} rows (${is?.checksum.slice(0, 8) ?? '-'})`];
  });
}
