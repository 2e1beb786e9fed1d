import type { ProviderEventWire } from '@publi/contract';
import { eq } from 'drizzle-orm';
import { contractNotice } from '../contracts/contract-notices.js';
import { ContractsRepository } from '../contracts/contracts.repository.js';
import type { Transaction } from '../db/database.js';
import { contracts, payouts } from '../db/schema.js';
import { AppError } from '../errors/app-error.js';
import type { PendingEmails } from '../notifications/notifier.js';
import { LedgerRepository } from './ledger.repository.js';
import type { MoneyDeps } from './payments-deps.js';

const FAILURES: Readonly<Record<string, string>> = {
  invalid_destination: 'O banco recusou o saque: a conta ou a chave Pix não aceita o depósito. Confira seus dados bancários e peça de novo.',
};
const FAILED = 'O saque não foi concluído e o valor voltou a ficar disponível. Confira seus dados bancários e peça de novo.';

/**
 * Applies a payout's outcome: paid (the money is in the creator's bank) or failed (it is
 * available again, with a nudge). Only a payout still on its way changes; a late or repeated
 * outcome finds it settled and changes nothing.
 */
export async function settlePayoutEvent(tx: Transaction, deps: MoneyDeps, event: ProviderEventWire, now: Date): Promise<PendingEmails> {
  const [payout] = await tx.select().from(payouts).where(eq(payouts.providerPayoutId, event.data.object_id)).for('update');
  if (!payout) throw new AppError('PAYMENT.UNKNOWN_OBJECT');
  if (payout.status !== 'requested') return [];
  const paid = event.type === 'payout.paid';
  await tx
    .update(payouts)
    .set({ status: paid ? 'paid' : 'failed', settledAt: now, failureReason: paid ? null : (FAILURES[event.data.reason ?? ''] ?? FAILED) })
    .where(eq(payouts.id, payout.id));
  await new LedgerRepository(tx).record(payout.contractId, { kind: paid ? 'payout_paid' : 'payout_failed', amountCentavos: payout.amountCentavos }, { payoutId: payout.id }, now);
  const [contract] = await tx.select({ brandId: contracts.brandId }).from(contracts).where(eq(contracts.id, payout.contractId));
  const [view] = contract ? await new ContractsRepository(tx).views(contract.brandId, { ids: [payout.contractId] }, { limit: 1, offset: 0 }) : [];
  return view ? deps.notifier.record(tx, [contractNotice(paid ? 'payout_paid' : 'payout_failed', view)], now) : [];
}
