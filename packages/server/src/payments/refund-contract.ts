import { randomUUID } from 'node:crypto';
import type { Transaction } from '../db/database.js';
import { PaymentsProviderCallsRepository } from './payments-provider-calls.repository.js';
import { PaymentsRepository } from './payments.repository.js';

const CANCELLED_BEFORE_DELIVERY = 'Contrato cancelado antes da entrega: a marca recebeu de volta o valor e a taxa.';

/**
 * Owes the brand what it paid for a contract cancelled after payment, before delivery: the amount,
 * the fee and any late Pix's fine and interest (the checkout says so). Runs inside the cancellation's transaction, the contract's
 * row locked, and only writes the refund's intent under a fresh idempotency key: the caller
 * carries it out once that transaction has committed (`PaymentsProviderCallsService.carryOutAll`),
 * and the ledger moves the money back when the provider has answered. Answers the call's key, or
 * null when the contract holds nothing paid.
 */
export async function oweContractRefund(tx: Transaction, contractId: number, now: Date): Promise<string | null> {
  const repository = new PaymentsRepository(tx);
  const share = await repository.paidShare(contractId);
  if (!share) return null;
  await repository.lock(share.payment.id);
  const key = `refund-${randomUUID()}`;
  await new PaymentsProviderCallsRepository(tx).insert({
    idempotencyKey: key,
    kind: 'refund',
    paymentId: share.payment.id,
    contractId,
    request: { kind: 'refund', chargeId: share.payment.providerChargeId, amountCentavos: share.amountCentavos + share.feeCentavos + share.lateFeesCentavos, reason: CANCELLED_BEFORE_DELIVERY },
    createdAt: now,
  });
  return key;
}
