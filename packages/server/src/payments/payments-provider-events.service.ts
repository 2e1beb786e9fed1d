import { NO_EMAILS } from '../notifications/notifier.js';
import { randomUUID } from 'node:crypto';
import type { PROVIDER_EVENT_TYPES } from '@publi/contract';
import { nextContractLife, splitProportionally } from '@publi/domain';
import { contractNotice } from '../contracts/contract-notices.js';
import { lifeColumns, lifeOf, type ContractRow } from '../contracts/contract-record.js';
import { ContractsRepository } from '../contracts/contracts.repository.js';
import type { Transaction } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import type { Notice, PendingEmails } from '../notifications/notifier.js';
import { PayoutsRepository } from '../payouts/payouts.repository.js';
import { ProjectsRepository } from '../projects/projects.repository.js';
import type { MoneyDeps } from './payments-deps.js';
import { PaymentsLedgerRepository } from './payments-ledger.repository.js';
import { PaymentsProviderCallsRepository } from './payments-provider-calls.repository.js';
import { PaymentsProviderCallsService } from './payments-provider-calls.service.js';
import { PaymentsRepository, type PaymentItemRow, type PaymentRow } from './payments.repository.js';
import { PAYOUT_FAILED, PAYOUT_FAILURES } from './provider-answers.js';

/** One event from the payment provider, as the webhook's body carries it (`paymentsFromWire`'s `providerEventFromWire`). */
export interface ProviderEvent {
  /** The event's own id: a replay repeats it. */
  readonly id: string;
  readonly type: (typeof PROVIDER_EVENT_TYPES)[number];
  /** The provider's charge or payout id. */
  readonly objectId: string;
  /** A card decline's or a payout failure's reason code. */
  readonly reason: string | undefined;
  /** What the payer paid (`charge.paid`), when the provider says: a late Pix com vencimento's carries its fine and interest. */
  readonly amountCentavos: number | undefined;
}

const LATE_PIX = 'O Pix foi pago depois do vencimento; o valor foi devolvido automaticamente.';
const LATE_CONTRACT = 'O Pix foi pago depois que um dos contratos deixou de aguardar pagamento; o valor foi devolvido automaticamente.';

/**
 * The payment provider's webhook (`POST /payment/webhook`): the only way money moves in. Each
 * event is checked against its signature, recorded by its id in the transaction that applies it
 * (so a replay finds the row and changes nothing), and applied to where the payment or payout
 * stands now, so events arriving out of order do no harm: a charge paid after its Pix expired, or
 * after a contract stopped waiting for it, is refunded at once (its refund owed in the event's
 * transaction, asked of the provider after it). Any event about a charge, a replay included, also
 * carries out that charge's refunds still unanswered: a crash may have lost their answers.
 */
export class PaymentsProviderEventsService {
  constructor(private readonly deps: MoneyDeps) {}

  /**
   * Applies one event. @throws AppError `PAYMENT.BAD_SIGNATURE` when the signature is not the
   * provider's over exactly `rawBody`; `PAYMENT.UNKNOWN_OBJECT` for a charge or payout nobody made
   * (the provider retries, which also covers an event that overtook its charge's commit).
   */
  async receive(rawBody: string, signature: string | undefined, event: ProviderEvent): Promise<{ duplicate: boolean }> {
    if (!this.deps.provider.verifyWebhook(rawBody, signature)) throw new AppError('PAYMENT.BAD_SIGNATURE');
    return this.receiveConfirmed(event);
  }

  /**
   * Applies one event known to be the provider's: signed, or read back from the provider itself
   * (the API Pix's callbacks). @throws AppError `PAYMENT.UNKNOWN_OBJECT` as {@link receive}.
   */
  async receiveConfirmed(event: ProviderEvent): Promise<{ duplicate: boolean }> {
    const now = this.deps.clock.now();
    const { duplicate, emails } = await this.deps.db.transaction(async (tx) => {
      const fresh = await new PaymentsRepository(tx).recordProviderEvent(event, now);
      if (!fresh) return { duplicate: true, emails: NO_EMAILS };
      return { duplicate: false, emails: await this.apply(tx, event, now) };
    });
    await this.deps.notifier.deliver(emails);
    if (event.type.startsWith('charge.')) await new PaymentsProviderCallsService(this.deps).resumeRefundsOfCharge(event.objectId);
    return { duplicate };
  }

  private async apply(tx: Transaction, event: ProviderEvent, now: Date): Promise<PendingEmails> {
    if (event.type === 'payout.paid' || event.type === 'payout.failed') return this.settlePayout(tx, event, now);
    const repository = new PaymentsRepository(tx);
    const found = await repository.findByCharge(event.objectId);
    if (!found) throw new AppError('PAYMENT.UNKNOWN_OBJECT');
    // The order every contract write takes: the project, its contracts, then the payment.
    await new ProjectsRepository(tx).lock(found.projectId);
    const items = await repository.items(found.id);
    const rows = await new ContractsRepository(tx).lockAll(items.map((item) => item.contractId));
    const payment = await repository.lock(found.id);
    if (!payment) throw new AppError('PAYMENT.UNKNOWN_OBJECT');
    switch (event.type) {
      case 'charge.paid':
        return this.settle(tx, payment, await this.withLateFees(tx, payment, items, event.amountCentavos), rows, now);
      case 'charge.failed':
      case 'charge.expired':
        if (payment.status === 'pending') {
          await repository.update(payment.id, { status: event.type === 'charge.failed' ? 'failed' : 'expired' });
        }
        return NO_EMAILS;
      case 'charge.refunded':
        // Publi refunds through the provider itself and records it then; the provider's echo changes nothing.
        return NO_EMAILS;
    }
  }

  private async settle(tx: Transaction, payment: PaymentRow, items: readonly PaymentItemRow[], rows: readonly ContractRow[], now: Date): Promise<PendingEmails> {
    if (payment.status === 'paid' || payment.status === 'refunded') return NO_EMAILS;
    const repository = new PaymentsRepository(tx);
    const ledger = new PaymentsLedgerRepository(tx);
    const late = payment.status === 'expired' || payment.status === 'failed' || (payment.pixExpiresAt !== null && payment.pixExpiresAt.getTime() <= now.getTime());
    const stillWaiting = rows.length === items.length && rows.every((row) => row.status === 'accepted');
    if (late || !stillWaiting) {
      const calls = new PaymentsProviderCallsRepository(tx);
      // Another event for the same charge while its refund is on its way: the money came in once.
      if (await calls.wholeRefundOf(payment.id)) return NO_EMAILS;
      const paidCentavos = items.reduce((sum, item) => sum + item.amountCentavos + item.feeCentavos + item.lateFeesCentavos, 0);
      for (const item of items) await ledger.record(item.contractId, { kind: 'late_charge', totalCentavos: item.amountCentavos + item.feeCentavos + item.lateFeesCentavos }, { paymentId: payment.id }, now);
      const request = { kind: 'refund' as const, chargeId: payment.providerChargeId, amountCentavos: paidCentavos, reason: late ? LATE_PIX : LATE_CONTRACT };
      await calls.insert({ idempotencyKey: `refund-${randomUUID()}`, kind: 'refund', paymentId: payment.id, request, createdAt: now });
      return NO_EMAILS;
    }
    const contractsRepository = new ContractsRepository(tx);
    const notices: Notice[] = [];
    for (const row of rows) {
      const moved = nextContractLife(lifeOf(row), 'system', { kind: 'pay' }, now);
      if (!moved.ok) throw new Error(`an accepted contract refused payment: ${moved.refusal.code}`);
      await contractsRepository.update(row.id, { ...lifeColumns(moved.life, null), updatedAt: now });
      const item = items.find((share) => share.contractId === row.id);
      await ledger.record(row.id, { kind: 'charge', amountCentavos: item?.amountCentavos ?? 0, feeCentavos: item?.feeCentavos ?? 0, lateFeesCentavos: item?.lateFeesCentavos ?? 0 }, { paymentId: payment.id }, now);
      const [view] = await contractsRepository.views(row.brandId, { ids: [row.id] }, { limit: 1, offset: 0 });
      if (view) notices.push(contractNotice('paid', view));
    }
    await repository.update(payment.id, { status: 'paid', paidAt: now, statusReason: null });
    return this.deps.notifier.record(tx, notices, now);
  }

  /**
   * The items with their shares of what a Pix com vencimento paid after its due date brought above
   * its total (the fine and interest), stored on the payment; other payments' items as they are.
   * A payment settled already keeps what it recorded.
   */
  private async withLateFees(tx: Transaction, payment: PaymentRow, items: readonly PaymentItemRow[], paidCentavos: number | undefined): Promise<readonly PaymentItemRow[]> {
    const late = paidCentavos === undefined ? 0 : paidCentavos - payment.amountCentavos - payment.feeCentavos;
    if (payment.method !== 'pix_due' || payment.status === 'paid' || payment.status === 'refunded' || late <= 0) return items;
    const shares = splitProportionally(
      late,
      items.map((item) => item.amountCentavos + item.feeCentavos),
    );
    const withShares = items.map((item, index) => ({ ...item, lateFeesCentavos: shares[index] ?? 0 }));
    await new PaymentsRepository(tx).recordLateFees(payment.id, withShares);
    return withShares;
  }

  /**
   * Applies a payout's outcome: paid (the money is in the creator's bank) or failed (it is
   * available again, with a nudge). Only a payout still on its way changes; a late or repeated
   * outcome finds it settled and changes nothing.
   */
  private async settlePayout(tx: Transaction, event: ProviderEvent, now: Date): Promise<PendingEmails> {
    const payouts = new PayoutsRepository(tx);
    const found = await payouts.lockByProviderId(event.objectId);
    if (!found) throw new AppError('PAYMENT.UNKNOWN_OBJECT');
    const { payout, brandId } = found;
    if (payout.status !== 'requested') return NO_EMAILS;
    const paid = event.type === 'payout.paid';
    await payouts.settle(payout.id, { status: paid ? 'paid' : 'failed', settledAt: now, failureReason: paid ? null : (PAYOUT_FAILURES[event.reason ?? ''] ?? PAYOUT_FAILED) });
    await new PaymentsLedgerRepository(tx).record(payout.contractId, { kind: paid ? 'payout_paid' : 'payout_failed', amountCentavos: payout.amountCentavos }, { payoutId: payout.id }, now);
    const [view] = await new ContractsRepository(tx).views(brandId, { ids: [payout.contractId] }, { limit: 1, offset: 0 });
    return view ? this.deps.notifier.record(tx, [contractNotice(paid ? 'payout_paid' : 'payout_failed', view)], now) : NO_EMAILS;
  }
}
