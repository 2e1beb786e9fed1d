import type { ProviderEventWire } from '@publi/contract';
import { nextContractLife } from '@publi/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import { contractNotice } from '../contracts/contract-notices.js';
import { lifeColumns, lifeOf } from '../contracts/contract-record.js';
import { ContractsRepository } from '../contracts/contracts.repository.js';
import type { Transaction } from '../db/database.js';
import { contracts, paymentItems, projects, providerEvents } from '../db/schema.js';
import { AppError } from '../errors/app-error.js';
import type { Notice, PendingEmails } from '../notifications/notifier.js';
import { LedgerRepository } from './ledger.repository.js';
import type { MoneyDeps } from './payments-deps.js';
import { PaymentsRepository, type PaymentRow } from './payments.repository.js';
import { settlePayoutEvent } from './settle-payout.js';

const LATE_PIX = 'O Pix foi pago depois do vencimento; o valor foi devolvido automaticamente.';
const LATE_CONTRACT = 'O Pix foi pago depois que um dos contratos deixou de aguardar pagamento; o valor foi devolvido automaticamente.';

/**
 * The payment provider's webhook (`POST /payment/webhook`): the only way money moves in. Each
 * event is checked against its signature, recorded by its id in the transaction that applies it
 * (so a replay finds the row and changes nothing), and applied to where the payment or payout
 * stands now, so events arriving out of order do no harm: a charge paid after its Pix expired, or
 * after a contract stopped waiting for it, is refunded at once.
 */
export class ProviderEventsService {
  constructor(private readonly deps: MoneyDeps) {}

  /**
   * Applies one event. @throws AppError `PAYMENT.BAD_SIGNATURE` when the signature is not the
   * provider's over exactly `rawBody`; `PAYMENT.UNKNOWN_OBJECT` for a charge or payout nobody made
   * (the provider retries, which also covers an event that overtook its charge's commit).
   */
  async receive(rawBody: string, signature: string | undefined, event: ProviderEventWire): Promise<{ duplicate: boolean }> {
    if (!this.deps.provider.verifyWebhook(rawBody, signature)) throw new AppError('PAYMENT.BAD_SIGNATURE');
    const now = this.deps.clock.now();
    const { duplicate, emails } = await this.deps.db.transaction(async (tx) => {
      const [fresh] = await tx
        .insert(providerEvents)
        .values({ id: event.id, type: event.type, objectId: event.data.object_id, receivedAt: now })
        .onConflictDoNothing()
        .returning({ id: providerEvents.id });
      if (!fresh) return { duplicate: true, emails: [] };
      return { duplicate: false, emails: await this.apply(tx, event, now) };
    });
    await this.deps.notifier.deliver(emails, this.deps.onMailFailure);
    return { duplicate };
  }

  private async apply(tx: Transaction, event: ProviderEventWire, now: Date): Promise<PendingEmails> {
    if (event.type === 'payout.paid' || event.type === 'payout.failed') return settlePayoutEvent(tx, this.deps, event, now);
    const found = await new PaymentsRepository(tx).findByCharge(event.data.object_id);
    if (!found) throw new AppError('PAYMENT.UNKNOWN_OBJECT');
    // The order every contract write takes: the project, its contracts, then the payment.
    await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, found.projectId)).for('update');
    const items = await tx.select().from(paymentItems).where(eq(paymentItems.paymentId, found.id)).orderBy(asc(paymentItems.contractId));
    const rows = await tx
      .select()
      .from(contracts)
      .where(inArray(contracts.id, items.map((item) => item.contractId)))
      .orderBy(asc(contracts.id))
      .for('update');
    const payment = await new PaymentsRepository(tx).lock(found.id);
    if (!payment) throw new AppError('PAYMENT.UNKNOWN_OBJECT');
    switch (event.type) {
      case 'charge.paid':
        return this.settle(tx, payment, items, rows, now);
      case 'charge.failed':
      case 'charge.expired':
        if (payment.status === 'pending') {
          await new PaymentsRepository(tx).update(payment.id, { status: event.type === 'charge.failed' ? 'failed' : 'expired' });
        }
        return [];
      case 'charge.refunded':
        // Publi refunds through the provider itself and records it then; the provider's echo changes nothing.
        return [];
    }
  }

  private async settle(
    tx: Transaction,
    payment: PaymentRow,
    items: readonly (typeof paymentItems.$inferSelect)[],
    rows: readonly (typeof contracts.$inferSelect)[],
    now: Date,
  ): Promise<PendingEmails> {
    if (payment.status === 'paid' || payment.status === 'refunded') return [];
    const repository = new PaymentsRepository(tx);
    const ledger = new LedgerRepository(tx);
    const late = payment.status === 'expired' || payment.status === 'failed' || (payment.pixExpiresAt !== null && payment.pixExpiresAt.getTime() <= now.getTime());
    const stillWaiting = rows.length === items.length && rows.every((row) => row.status === 'accepted');
    if (late || !stillWaiting) {
      await this.deps.provider.refund(payment.providerChargeId, payment.amountCentavos + payment.feeCentavos);
      for (const item of items) {
        const totalCentavos = item.amountCentavos + item.feeCentavos;
        await ledger.record(item.contractId, { kind: 'late_charge', totalCentavos }, { paymentId: payment.id }, now);
        await ledger.record(item.contractId, { kind: 'late_refund', totalCentavos }, { paymentId: payment.id }, now);
      }
      await repository.update(payment.id, { status: 'refunded', paidAt: now, refundedAt: now, statusReason: late ? LATE_PIX : LATE_CONTRACT });
      return [];
    }
    const contractsRepository = new ContractsRepository(tx);
    const notices: Notice[] = [];
    for (const row of rows) {
      const moved = nextContractLife(lifeOf(row), 'system', { kind: 'pay' }, now);
      if (!moved.ok) throw new Error(`an accepted contract refused payment: ${moved.refusal.code}`);
      await contractsRepository.update(row.id, { ...lifeColumns(moved.life, null), updatedAt: now });
      const item = items.find((share) => share.contractId === row.id);
      await ledger.record(row.id, { kind: 'charge', amountCentavos: item?.amountCentavos ?? 0, feeCentavos: item?.feeCentavos ?? 0 }, { paymentId: payment.id }, now);
      const [view] = await contractsRepository.views(row.brandId, { ids: [row.id] }, { limit: 1, offset: 0 });
      if (view) notices.push(contractNotice('paid', view));
    }
    await repository.update(payment.id, { status: 'paid', paidAt: now, statusReason: null });
    return this.deps.notifier.record(tx, notices, now);
  }
}
