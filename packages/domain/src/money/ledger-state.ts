import { holdsMoney } from '../contracts/contract-status-sets.js';
import type { ContractStatus } from '../contracts/contract-status.js';
import type { LedgerBalances } from './ledger.js';

/**
 * Whether a contract's ledger balances agree with its status, given what the brand paid for it
 * (`amountCentavos` to the creator plus `feeCentavos` and any late Pix's `lateFeesCentavos`, or nothing while it is unpaid):
 * - before payment, and after a cancellation or a refund, every account is back at zero;
 * - from `paid` to `changes_requested`, the brand is charged, the fee earned, the amount held;
 * - once `approved`, nothing is held: the amount is available, on its way or paid out.
 * Money that arrived too late (`unmatched`) is never left standing.
 */
export function ledgerMatchesStatus(
  status: ContractStatus,
  balances: LedgerBalances,
  paid: { readonly amountCentavos: number; readonly feeCentavos: number; readonly lateFeesCentavos?: number } | null,
): boolean {
  if (balances.unmatched !== 0) return false;
  const creatorSide = balances.creator_available + balances.payout_pending + balances.creator_paid_out;
  if (paid === null || !(holdsMoney(status) || status === 'approved')) {
    return Object.values(balances).every((balance) => balance === 0);
  }
  const platform = paid.feeCentavos + (paid.lateFeesCentavos ?? 0);
  const charged = balances.brand === -(paid.amountCentavos + platform) && balances.platform === platform;
  if (status === 'approved') return charged && balances.creator_held === 0 && creatorSide === paid.amountCentavos && balances.creator_available >= 0 && balances.payout_pending >= 0;
  return charged && balances.creator_held === paid.amountCentavos && creatorSide === 0;
}
