import { ChargesController, RecipientsController, type Client } from '@pagarme/pagarme-nodejs-sdk';
import type { ProviderRecord } from '../../ports/payment-provider.port.js';
import { resultOf } from './pagarme-answers.js';

const PAGE_SIZE = 100;

/** A charge's status in Publi's words. */
export function chargeStatusOf(status: string | null | undefined): string {
  if (status === 'paid') return 'paid';
  if (status === 'failed') return 'failed';
  if (status === 'canceled' || status === 'refunded') return 'refunded';
  return 'pending';
}

/** A transfer's status in Publi's words. */
export function transferStatusOf(status: string | null | undefined): string {
  if (status === 'transferred' || status === 'paid') return 'paid';
  if (status === 'failed' || status === 'canceled') return 'failed';
  return 'requested';
}

/**
 * What Pagar.me's own records say of a window, for the daily reconciliation: every charge created
 * in it (`ChargesController.getCharges`, paged, by `created_since`/`created_until`) with one refund
 * record for each charge with a cancelled amount, and every transfer out of a creator's recipient
 * (`getRecipients`, then each one's `getTransfers` in the window): the payouts. Publi's own
 * recipient's transfers (the funding of payouts) are not payouts.
 */
export class PagarmeRecords {
  private readonly charges: ChargesController;
  private readonly recipients: RecipientsController;

  constructor(
    client: Client,
    private readonly publiRecipientId: string,
  ) {
    this.charges = new ChargesController(client);
    this.recipients = new RecipientsController(client);
  }

  async of(window: { since: Date; until: Date }): Promise<readonly ProviderRecord[]> {
    const since = window.since.toISOString();
    const until = window.until.toISOString();
    const records: ProviderRecord[] = [];
    for (let page = 1; ; page += 1) {
      const listed = (await resultOf(this.charges.getCharges(page, PAGE_SIZE, undefined, undefined, undefined, undefined, undefined, since, until))).data ?? [];
      for (const charge of listed) {
        if (charge.id == null) continue;
        const createdAt = new Date(charge.createdAt ?? since);
        records.push({ kind: 'charge', id: charge.id, amountCentavos: charge.amount ?? 0, status: chargeStatusOf(charge.status), createdAt });
        const given = charge.canceledAmount ?? 0;
        if (given > 0) records.push({ kind: 'refund', id: charge.id, amountCentavos: given, status: 'done', createdAt });
      }
      if (listed.length < PAGE_SIZE) break;
    }
    for (const recipientId of await this.creatorRecipients()) {
      for (let page = 1; ; page += 1) {
        const listed = (await resultOf(this.recipients.getTransfers(recipientId, page, PAGE_SIZE, undefined, since, until))).data ?? [];
        for (const transfer of listed) {
          if (transfer.id != null) records.push({ kind: 'payout', id: transfer.id, amountCentavos: transfer.amount ?? 0, status: transferStatusOf(transfer.status), createdAt: new Date(transfer.createdAt ?? since) });
        }
        if (listed.length < PAGE_SIZE) break;
      }
    }
    return records;
  }

  private async creatorRecipients(): Promise<string[]> {
    const ids: string[] = [];
    for (let page = 1; ; page += 1) {
      const listed = (await resultOf(this.recipients.getRecipients(page, PAGE_SIZE))).data ?? [];
      for (const recipient of listed) if (recipient.id != null && recipient.id !== this.publiRecipientId) ids.push(recipient.id);
      if (listed.length < PAGE_SIZE) break;
    }
    return ids;
  }
}
