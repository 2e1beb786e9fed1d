import type { Transaction } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import { ProviderUnavailableError, type PaymentProviderPort } from '../ports/payment-provider.port.js';
import { PaymentsLedgerRepository } from './payments-ledger.repository.js';
import { PaymentsRepository } from './payments.repository.js';

/**
 * Gives the brand back what it paid for a contract cancelled after payment, before delivery: the
 * amount and the fee (the checkout says so). Runs inside the cancellation's transaction, the
 * contract's row locked: the provider is asked first, so if it cannot refund, nothing changes and
 * the brand is told to try again.
 *
 * @throws AppError `PAYMENT.PROVIDER_UNAVAILABLE`.
 */
export async function refundPaidContract(tx: Transaction, provider: PaymentProviderPort, contractId: number, now: Date): Promise<void> {
  const repository = new PaymentsRepository(tx);
  const share = await repository.paidShare(contractId);
  if (!share) return;
  await repository.lock(share.payment.id);
  try {
    await provider.refund(share.payment.providerChargeId, share.amountCentavos + share.feeCentavos);
  } catch (error) {
    throw error instanceof ProviderUnavailableError ? new AppError('PAYMENT.PROVIDER_UNAVAILABLE') : error;
  }
  await new PaymentsLedgerRepository(tx).record(contractId, { kind: 'refund', amountCentavos: share.amountCentavos, feeCentavos: share.feeCentavos }, { paymentId: share.payment.id }, now);
  const whole = await repository.markShareRefunded(share.payment.id, contractId, now);
  if (whole) await repository.update(share.payment.id, { status: 'refunded', refundedAt: now, statusReason: 'Contrato cancelado antes da entrega: a marca recebeu de volta o valor e a taxa.' });
}
