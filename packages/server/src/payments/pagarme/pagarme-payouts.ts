import { DAY_MS } from '@publi/domain';
import { createHash } from 'node:crypto';
import { RecipientsController, TransfersController, type Client, type CreateBankAccountRequest } from '@pagarme/pagarme-nodejs-sdk';
import { ProviderRefusedError, ProviderUnansweredError, type PayoutDestination } from '../../ports/payment-provider.port.js';
import { isNotFound, refusalOf, resultOf } from './pagarme-answers.js';

/**
 * Payouts through Pagar.me's marketplace model: every destination (a creator's bank account or
 * Pix key) is a recipient of its own, found by a code made from the destination
 * (`getRecipientByCode`) or created with it as its default bank account (`createRecipient`). A
 * payout moves the amount from Publi's recipient to that one (`TransfersController.createTransfer`)
 * unless its balance covers it already (an earlier attempt funded it, or a failed transfer gave
 * the money back), then transfers it out to the bank (`RecipientsController.createTransfer`, with
 * the idempotency key): that transfer's id is the payout's, and its outcome comes by webhook.
 */
export class PagarmePayouts {
  private readonly recipients: RecipientsController;
  private readonly transfers: TransfersController;

  constructor(
    client: Client,
    private readonly publiRecipientId: string,
  ) {
    this.recipients = new RecipientsController(client);
    this.transfers = new TransfersController(client);
  }

  async payout(request: { reference: string; amountCentavos: number; destination: PayoutDestination; idempotencyKey: string }): Promise<{ id: string }> {
    const recipientId = await this.recipientFor(request.destination);
    // A repeated key whose transfer went out already: its answer was lost, the money was not.
    const earlier = await this.transferWithKey(recipientId, request.idempotencyKey);
    if (earlier !== null) return { id: earlier };
    const balance = await resultOf(this.recipients.getBalance(recipientId));
    const available = Number(balance.availableAmount ?? 0n);
    if (available < request.amountCentavos) {
      // Funding has no idempotency key at Pagar.me; a repeat after a lost answer finds the balance covered.
      await resultOf(this.transfers.createTransfer({ amount: request.amountCentavos - available, sourceId: this.publiRecipientId, targetId: recipientId })).catch(refused);
    }
    const metadata = { reference: request.reference, idempotency_key: request.idempotencyKey };
    const transfer = await resultOf(this.recipients.createTransfer(recipientId, { amount: request.amountCentavos, metadata }, request.idempotencyKey)).catch(refused);
    if (transfer.id == null) throw new ProviderUnansweredError(new Error('Pagar.me answered a transfer without its id'));
    return { id: transfer.id };
  }

  /** The recipient of `destination`, created the first time it is paid. */
  private async recipientFor(destination: PayoutDestination): Promise<string> {
    const code = recipientCodeOf(destination);
    const found = await resultOf(this.recipients.getRecipientByCode(code)).catch((error: unknown) => {
      if (isNotFound(error)) return null;
      throw error;
    });
    if (found?.id != null) return found.id;
    const document = destination.ownerDocument.replace(/\D/g, '');
    const type = document.length === 14 ? 'company' : 'individual';
    const created = await resultOf(
      this.recipients.createRecipient({ name: destination.ownerName, document, type, code, paymentMode: 'bank_transfer', defaultBankAccount: bankAccountOf(destination, document, type), metadata: {} }, code),
    ).catch(refused);
    if (created.id == null) throw new ProviderUnansweredError(new Error('Pagar.me answered a recipient without its id'));
    return created.id;
  }

  private async transferWithKey(recipientId: string, idempotencyKey: string): Promise<string | null> {
    const since = new Date(Date.now() - 30 * DAY_MS).toISOString();
    const listed = await resultOf(this.recipients.getTransfers(recipientId, 1, 100, undefined, since));
    return listed.data?.find((transfer) => transfer.metadata?.['idempotency_key'] === idempotencyKey)?.id ?? null;
  }
}

/** The recipient's code: a hash of where the money goes and whose it is, so one destination is one recipient. */
export function recipientCodeOf(destination: PayoutDestination): string {
  const parts = destination.kind === 'pix' ? ['pix', destination.key] : ['bank', destination.bankCode, destination.agency, destination.account];
  return `publi-${createHash('sha256').update([...parts, destination.ownerDocument.replace(/\D/g, '')].join('\n')).digest('hex').slice(0, 32)}`;
}

/**
 * The destination as Pagar.me's default bank account. A Pix key goes as the account's `pix_key`
 * with the bank fields empty (the SDK's model requires them present).
 */
function bankAccountOf(destination: PayoutDestination, document: string, holderType: string): CreateBankAccountRequest {
  const holder = { holderName: destination.ownerName.slice(0, 30), holderType, holderDocument: document, type: 'checking', metadata: {} };
  if (destination.kind === 'pix') return { ...holder, bank: '', branchNumber: '', accountNumber: '', accountCheckDigit: '', pixKey: destination.key };
  const [branch = '', branchDigit] = destination.agency.split('-');
  const [account = '', accountDigit = ''] = destination.account.split('-');
  return { ...holder, bank: destination.bankCode.padStart(3, '0'), branchNumber: branch, ...(branchDigit === undefined ? {} : { branchCheckDigit: branchDigit }), accountNumber: account, accountCheckDigit: accountDigit };
}

/** A 4xx of Pagar.me's as a refusal for good (a destination it will not take, a balance short); other errors as they are. */
function refused(error: unknown): never {
  const refusal = refusalOf(error);
  throw refusal === null ? error : new ProviderRefusedError(refusal.text);
}
