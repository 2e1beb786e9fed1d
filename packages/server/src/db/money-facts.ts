import { sql } from 'drizzle-orm';
import type { Queryable } from './database.js';
import { queryRows } from './query-rows.js';

/**
 * What a restored database must hold exactly as its original did: the ledger's sums by account
 * and kind, and the state of every contract, payment and payout. Rows come sorted, so two
 * databases compare as two lists. Sums are strings: `bigint` centavos never lose a digit.
 */
export interface MoneyFacts {
  readonly ledger: readonly { readonly account: string; readonly kind: string; readonly entries: number; readonly centavos: string }[];
  readonly contracts: readonly { readonly id: number; readonly status: string; readonly amountCentavos: string }[];
  readonly payments: readonly { readonly id: number; readonly status: string; readonly amountCentavos: string }[];
  readonly payouts: readonly { readonly id: number; readonly status: string; readonly amountCentavos: string }[];
}

export async function moneyFactsOf(db: Queryable): Promise<MoneyFacts> {
  const [ledger, contracts, payments, payouts] = await Promise.all([
    queryRows<MoneyFacts['ledger'][number]>(
      db,
      sql`SELECT account, kind, count(*)::integer AS entries, sum(amount_centavos)::text AS centavos FROM ledger_entries GROUP BY account, kind ORDER BY account, kind`,
    ),
    queryRows<MoneyFacts['contracts'][number]>(db, sql`SELECT id, status, amount_centavos::text AS "amountCentavos" FROM contracts ORDER BY id`),
    queryRows<MoneyFacts['payments'][number]>(db, sql`SELECT id, status, amount_centavos::text AS "amountCentavos" FROM payments ORDER BY id`),
    queryRows<MoneyFacts['payouts'][number]>(db, sql`SELECT id, status, amount_centavos::text AS "amountCentavos" FROM payouts ORDER BY id`),
  ]);
  return { ledger, contracts, payments, payouts };
}
