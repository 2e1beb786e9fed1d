import { balancesOf, movementsOf, type LedgerAccount, type LedgerBalances, type MoneyEvent } from '@publi/domain';
import { inArray } from 'drizzle-orm';
import type { Queryable } from '../db/database.js';
import { ledgerEntries } from '../db/schema.js';

/** What a ledger row points back to: the payment or the payout that moved the money. */
export interface LedgerSource {
  readonly paymentId?: number;
  readonly payoutId?: number;
}

/**
 * The ledger: one row per movement of one contract's money (the domain's `movementsOf`, whose
 * rows always sum to zero). Written only inside the transaction that changes the contract or the
 * payment, so money and state never disagree.
 */
export class PaymentsLedgerRepository {
  constructor(private readonly db: Queryable) {}

  /** Records `event` on `contractId`. */
  async record(contractId: number, event: MoneyEvent, source: LedgerSource, at: Date): Promise<void> {
    await this.db.insert(ledgerEntries).values(
      movementsOf(event).map((movement) => ({
        contractId,
        paymentId: source.paymentId ?? null,
        payoutId: source.payoutId ?? null,
        kind: movement.kind,
        account: movement.account,
        amountCentavos: movement.amountCentavos,
        createdAt: at,
      })),
    );
  }

  /** Each contract's balances per account; contracts without movements read all zero. */
  async balances(contractIds: readonly number[]): Promise<Map<number, LedgerBalances>> {
    const rows =
      contractIds.length === 0
        ? []
        : await this.db
            .select({ contractId: ledgerEntries.contractId, account: ledgerEntries.account, amountCentavos: ledgerEntries.amountCentavos })
            .from(ledgerEntries)
            .where(inArray(ledgerEntries.contractId, [...contractIds]));
    const byContract = new Map<number, { account: LedgerAccount; amountCentavos: number }[]>(contractIds.map((id) => [id, []]));
    // The CHECK constraint keeps `account` to the domain's accounts.
    for (const row of rows) byContract.get(row.contractId)?.push({ account: row.account, amountCentavos: row.amountCentavos });
    return new Map([...byContract].map(([id, movements]) => [id, balancesOf(movements)]));
  }
}
