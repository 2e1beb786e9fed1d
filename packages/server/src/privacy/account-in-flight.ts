import type { AccountInFlight } from '@publi/domain';
import { and, count, eq } from 'drizzle-orm';
import { AccountsRepository } from '../accounts/accounts.repository.js';
import type { Transaction } from '../db/database.js';
import { contracts, creators, payments } from '../db/schema.js';
import { LedgerRepository } from '../payments/ledger.repository.js';

/**
 * What account `userId` still has going on, as the domain's `deletionBlocker` weighs it: its
 * open contracts (as brand or creator), a brand's payments still pending, and a creator's money
 * released but not asked for, or asked for and not yet in the bank. Read in the caller's
 * transaction, after the account row is locked.
 */
export async function readAccountInFlight(tx: Transaction, userId: number): Promise<AccountInFlight> {
  const [[pending], card] = await Promise.all([
    tx.select({ total: count() }).from(payments).where(and(eq(payments.brandId, userId), eq(payments.status, 'pending'))),
    tx.select({ contractId: contracts.id }).from(contracts).innerJoin(creators, eq(creators.id, contracts.creatorId)).where(eq(creators.userId, userId)),
  ]);
  const balances = await new LedgerRepository(tx).balances(card.map((row) => row.contractId));
  let availableCentavos = 0;
  let payoutPendingCentavos = 0;
  for (const balance of balances.values()) {
    availableCentavos += balance.creator_available;
    payoutPendingCentavos += balance.payout_pending;
  }
  return { contracts: await new AccountsRepository(tx).openContracts(userId), pendingPayments: pending?.total ?? 0, availableCentavos, payoutPendingCentavos };
}
