import { API_ERRORS } from '@publi/contract';
import { formatBRL } from '@publi/domain';
import { AccountsRepository } from '../accounts/accounts.repository.js';
import { ContractsRepository } from '../contracts/contracts.repository.js';
import type { Transaction } from '../db/database.js';
import type { ProviderCallRequest } from '../db/schema.js';
import { PayoutsRepository } from '../payouts/payouts.repository.js';
import { ProjectsRepository } from '../projects/projects.repository.js';
import type { ProviderCharge } from '../ports/payment-provider.port.js';
import { DECLINES } from './card-declines.js';
import { PaymentsLedgerRepository } from './payments-ledger.repository.js';
import { PaymentsProviderCallsRepository, type ProviderCallRow } from './payments-provider-calls.repository.js';
import { PaymentsRepository } from './payments.repository.js';

// What the provider answered, recorded in the transaction after its call (the second of "intent,
// call, record"): each function runs with the call's row locked and unanswered, and marks it
// answered, so a call repeated after a crash is recorded once.

const REPLACED = 'Substituído por um novo pagamento destes contratos. Se este Pix for pago, o valor volta automaticamente.';

/** Why a Pix was closed without payment. */
export const PIX_EXPIRED = 'O Pix venceu sem pagamento.';

type Request<Kind extends ProviderCallRequest['kind']> = Extract<ProviderCallRequest, { kind: Kind }>;

/**
 * Takes, before the call's own row, the locks the writes it records need, in the order every
 * money write takes them (the brand's account for a payment, the project, its contracts in id
 * order, the payment), so recording an answer never deadlocks with a payment request, a
 * cancellation or the webhook on PostgreSQL. A payout's record touches its own row only.
 */
export async function lockWhatTheCallMoves(tx: Transaction, call: ProviderCallRow): Promise<void> {
  const { request } = call;
  if (request.kind === 'charge') {
    await new AccountsRepository(tx).lockById(request.payment.brandId);
    await new ProjectsRepository(tx).lock(request.payment.projectId);
    await new ContractsRepository(tx).lockAll(request.payment.items.map((item) => item.contractId));
  } else if (request.kind === 'refund') {
    const payments = new PaymentsRepository(tx);
    const payment = await payments.findByCharge(request.chargeId);
    if (payment === undefined) return;
    await new ProjectsRepository(tx).lock(payment.projectId);
    await new ContractsRepository(tx).lockAll((await payments.items(payment.id)).map((item) => item.contractId));
    await payments.lock(payment.id);
  }
}

/**
 * A charge's answer becomes the payment (`pending` until the webhook settles it, or `failed` for a
 * declined card). Other Pix charges still waiting for these contracts are replaced (expired here;
 * paid later, they are refunded). The call then names the payment.
 */
export async function recordChargeAnswer(tx: Transaction, call: ProviderCallRow, request: Request<'charge'>, charge: ProviderCharge, now: Date): Promise<void> {
  const { payment } = request;
  const repository = new PaymentsRepository(tx);
  await replaceWaitingPix(repository, payment.items.map((item) => item.contractId), now);
  const declined = charge.status === 'declined' ? charge.reason : null;
  const id = await repository.insert(
    {
      brandId: payment.brandId,
      projectId: payment.projectId,
      method: payment.method,
      status: declined === null ? 'pending' : 'failed',
      amountCentavos: payment.amountCentavos,
      feeCentavos: payment.feeCentavos,
      providerChargeId: charge.id,
      pixCode: charge.pix?.code ?? null,
      pixQr: charge.pix?.qrImage ?? null,
      pixTxid: charge.pix?.txid ?? null,
      pixExpiresAt: charge.pix?.expiresAt ?? null,
      pixDueDate: request.pixDue?.dueDate ?? null,
      cardBrand: charge.card?.brand ?? null,
      cardLast4: charge.card?.last4 ?? null,
      statusReason: declined === null ? null : API_ERRORS[DECLINES[declined]].message,
      createdAt: call.createdAt,
    },
    payment.items,
  );
  await new PaymentsProviderCallsRepository(tx).markAnswered(call.idempotencyKey, { providerObjectId: charge.id, paymentId: id, answeredAt: now });
}

/**
 * A refund's answer moves the money back in the ledger: one cancelled contract's share (amount
 * and fee), or, with no contract, a late Pix given back whole; the payment is `refunded` once
 * every share of it is.
 */
export async function recordRefundAnswer(tx: Transaction, call: ProviderCallRow, request: Request<'refund'>, refundId: string, now: Date): Promise<void> {
  const paymentId = call.paymentId ?? 0;
  const repository = new PaymentsRepository(tx);
  const ledger = new PaymentsLedgerRepository(tx);
  const row = await repository.lock(paymentId);
  const items = await repository.items(paymentId);
  // A late Pix goes back whole; a share makes the payment refunded once it is the last one.
  let whole = call.contractId === null;
  for (const item of items.filter((share) => call.contractId === null || share.contractId === call.contractId)) {
    if (call.contractId === null) {
      await ledger.record(item.contractId, { kind: 'late_refund', totalCentavos: item.amountCentavos + item.feeCentavos + item.lateFeesCentavos }, { paymentId }, now);
    } else {
      await ledger.record(item.contractId, { kind: 'refund', amountCentavos: item.amountCentavos, feeCentavos: item.feeCentavos, lateFeesCentavos: item.lateFeesCentavos }, { paymentId }, now);
      whole = await repository.markShareRefunded(paymentId, item.contractId, now);
    }
  }
  // A late Pix was paid, then given back: both moments show on the payment.
  if (whole) await repository.update(paymentId, { status: 'refunded', paidAt: row?.paidAt ?? now, refundedAt: now, statusReason: request.reason });
  await new PaymentsProviderCallsRepository(tx).markAnswered(call.idempotencyKey, { providerObjectId: refundId, answeredAt: now });
}

/**
 * A refund the provider refused for good (its bank would not give the Pix back): nothing moved, so
 * the ledger keeps the money where it was, and the payment says so in pt-BR, for the brand and
 * for the team that gives it back by other means. The call is answered: repeating it changes nothing.
 */
export async function recordRefundRefusal(tx: Transaction, call: ProviderCallRow, request: Request<'refund'>, reason: string, now: Date): Promise<void> {
  const refused = `Não foi possível devolver ${formatBRL(request.amountCentavos)} pelo Pix (${reason}). A equipe Publi vai fazer a devolução por outro meio e avisar você.`;
  await new PaymentsRepository(tx).update(call.paymentId ?? 0, { statusReason: refused.slice(0, 500) });
  await new PaymentsProviderCallsRepository(tx).markAnswered(call.idempotencyKey, { answeredAt: now });
}

/** Why a payout failed, in pt-BR, by the provider's reason code: what the creator's earnings say. */
export const PAYOUT_FAILURES: Readonly<Record<string, string>> = {
  invalid_destination: 'O banco recusou o saque: a conta ou a chave Pix não aceita o depósito. Confira seus dados bancários e peça de novo.',
};
/** A payout failure without a reason Publi knows. */
export const PAYOUT_FAILED = 'O saque não foi concluído e o valor voltou a ficar disponível. Confira seus dados bancários e peça de novo.';

/**
 * A payout the provider refused at once (a 4xx: a destination or recipient it will not take):
 * nothing left, so it fails as a `payout.failed` event would, its money available again with the
 * reason, and the call is answered: repeating it would be refused again.
 */
export async function recordPayoutRefusal(tx: Transaction, call: ProviderCallRow, request: Request<'payout'>, now: Date): Promise<void> {
  await new PayoutsRepository(tx).settle(call.payoutId ?? 0, { status: 'failed', settledAt: now, failureReason: PAYOUT_FAILED });
  await new PaymentsLedgerRepository(tx).record(call.contractId ?? 0, { kind: 'payout_failed', amountCentavos: request.amountCentavos }, { payoutId: call.payoutId ?? 0 }, now);
  await new PaymentsProviderCallsRepository(tx).markAnswered(call.idempotencyKey, { answeredAt: now });
}

/** A payout's answer: the provider's id, which its webhook events will name. */
export async function recordPayoutAnswer(tx: Transaction, call: ProviderCallRow, payoutId: string, now: Date): Promise<void> {
  await new PayoutsRepository(tx).recordProviderId(call.payoutId ?? 0, payoutId);
  await new PaymentsProviderCallsRepository(tx).markAnswered(call.idempotencyKey, { providerObjectId: payoutId, answeredAt: now });
}

async function replaceWaitingPix(repository: PaymentsRepository, contractIds: readonly number[], now: Date): Promise<void> {
  const open = await repository.openFor(contractIds);
  for (const paymentId of new Set(open.map((item) => item.paymentId))) {
    const row = await repository.lock(paymentId);
    if (row?.status !== 'pending' || row.method === 'card') continue;
    const fresh = row.pixExpiresAt !== null && row.pixExpiresAt.getTime() > now.getTime();
    await repository.update(paymentId, { status: 'expired', statusReason: fresh ? REPLACED : PIX_EXPIRED });
  }
}
