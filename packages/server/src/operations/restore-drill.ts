import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { MoneyFacts } from '../db/money-facts.js';

const run = promisify(execFile);

/** Where Debian's PostgreSQL 15 keeps `pg_dump` and `pg_restore` (`PG_BIN` to choose others). */
export const DEFAULT_PG_BIN = '/usr/lib/postgresql/15/bin';

/**
 * `pg_dump` of the whole database in its custom format: every schema (ours, `drizzle`'s migration
 * record, the job queue's `pgboss` with its waiting jobs), compressed, restorable table by table.
 */
export async function dumpDatabase(sourceUrl: string, file: string, pgBin = DEFAULT_PG_BIN): Promise<void> {
  await run(join(pgBin, 'pg_dump'), ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${sourceUrl}`]);
}

/**
 * `pg_restore` of such a dump into an EMPTY database, stopping at the first error (a restore
 * that half worked is worse than none). Owners and grants are left to the target's own roles.
 */
export async function restoreDatabase(file: string, targetUrl: string, pgBin = DEFAULT_PG_BIN): Promise<void> {
  await run(join(pgBin, 'pg_restore'), ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${targetUrl}`, file]);
}

/** One line per part of the facts that differs between the original and the restored database; empty when they match. */
export function moneyFactsDifferences(original: MoneyFacts, restored: MoneyFacts): string[] {
  const parts = Object.keys(original) as (keyof MoneyFacts)[];
  return parts.flatMap((part) => {
    const before = original[part].map((row) => JSON.stringify(row));
    const after = restored[part].map((row) => JSON.stringify(row));
    const at = before.findIndex((row, index) => row !== after[index]);
    if (at === -1 && before.length === after.length) return [];
    const where = at === -1 ? before.length : at;
    return [`${part}: ${String(before.length)} rows in the original, ${String(after.length)} restored; first difference at row ${String(where + 1)}: ${before[where] ?? 'none'} / ${after[where] ?? 'none'}`];
  });
}

/** The facts in a few lines an operator reads: rows per part and the ledger's total by account. */
export function describeMoneyFacts(facts: MoneyFacts): string[] {
  const byAccount = new Map<string, bigint>();
  for (const row of facts.ledger) byAccount.set(row.account, (byAccount.get(row.account) ?? 0n) + BigInt(row.centavos));
  return [
    `contracts: ${String(facts.contracts.length)}, payments: ${String(facts.payments.length)}, payouts: ${String(facts.payouts.length)}, ledger lines: ${String(facts.ledger.reduce((sum, row) => sum + row.entries, 0))}`,
    ...[...byAccount].map(([account, centavos]) => `ledger ${account}: ${centavos.toString()} centavos`),
  ];
}
