import { ChargesController, TransfersController } from '@pagarme/pagarme-nodejs-sdk';
import type { CardPayer, PayoutDestination, ProviderCharge, ProviderRecord } from '../../ports/payment-provider.port.js';
import type { ProviderEvent } from '../payments-provider-events.service.js';
import { isNotFound, resultOf } from './pagarme-answers.js';
import { isPagarmeChargeId, PagarmeCardCharges } from './pagarme-card-charges.js';
import { pagarmeClient } from './pagarme-client.js';
import type { PagarmeConfig } from './pagarme-config.js';
import { pagarmeObjectOf, providerEventOf, type PagarmeReadBack } from './pagarme-events.js';
import { PagarmePayouts } from './pagarme-payouts.js';
import { PagarmeRecords } from './pagarme-records.js';
import { isPagarmeSignatureValid } from './pagarme-signature.js';

/** What a verified webhook comes to: an event to apply, one Publi ignores, or an object Pagar.me does not know. */
export type PagarmeWebhookOutcome = { readonly kind: 'event'; readonly event: ProviderEvent } | { readonly kind: 'ignored' } | { readonly kind: 'unknown' };

/**
 * Cards, refunds and payouts through Pagar.me's API v5 with its official SDK (the server README's
 * "Pagar.me"): Pix stays with the sandbox or the API Pix. Its webhooks come by their own route,
 * verified by their signature and then read back from the API, never believed as sent.
 */
export class PagarmeProvider {
  private readonly cards: PagarmeCardCharges;
  private readonly payouts: PagarmePayouts;
  private readonly history: PagarmeRecords;
  private readonly charges: ChargesController;
  private readonly transfers: TransfersController;

  constructor(private readonly config: PagarmeConfig) {
    const client = pagarmeClient(config);
    this.cards = new PagarmeCardCharges(client);
    this.payouts = new PagarmePayouts(client, config.recipientId);
    this.history = new PagarmeRecords(client, config.recipientId);
    this.charges = new ChargesController(client);
    this.transfers = new TransfersController(client);
  }

  /** Whether `chargeId` is one of Pagar.me's charges (its refund goes here). */
  owns(chargeId: string): boolean {
    return isPagarmeChargeId(chargeId);
  }

  createCardCharge(request: { reference: string; amountCentavos: number; cardToken: string; idempotencyKey: string; payer: CardPayer }): Promise<ProviderCharge | 'invalid_token'> {
    return this.cards.create(request);
  }

  refund(request: { chargeId: string; amountCentavos: number; idempotencyKey: string }): Promise<{ id: string }> {
    return this.cards.refund(request);
  }

  payout(request: { reference: string; amountCentavos: number; destination: PayoutDestination; idempotencyKey: string }): Promise<{ id: string }> {
    return this.payouts.payout(request);
  }

  records(window: { since: Date; until: Date }): Promise<readonly ProviderRecord[]> {
    return this.history.of(window);
  }

  /** Whether `signature` (`X-Hub-Signature`) is Pagar.me's over exactly `rawBody`. */
  verifyWebhook(rawBody: string, signature: string | undefined): boolean {
    return isPagarmeSignatureValid(this.config.secretKey, rawBody, signature);
  }

  /**
   * What the webhook of `type` about `objectId` comes to, read back from Pagar.me
   * (`ChargesController.getCharge`, `TransfersController.getTransferById`).
   * @throws the port's errors when Pagar.me cannot be asked.
   */
  async webhookOutcome(type: string, objectId: string): Promise<PagarmeWebhookOutcome> {
    const kind = pagarmeObjectOf(type);
    if (kind === null) return { kind: 'ignored' };
    const object = await this.readBack(kind, objectId).catch((error: unknown) => {
      if (isNotFound(error)) return null;
      throw error;
    });
    if (object === null) return { kind: 'unknown' };
    const event = providerEventOf(type, object);
    return event === null ? { kind: 'ignored' } : { kind: 'event', event };
  }

  private async readBack(kind: PagarmeReadBack['kind'], id: string): Promise<PagarmeReadBack> {
    if (kind === 'charge') {
      const charge = await resultOf(this.charges.getCharge(id));
      return { kind, id, status: charge.status ?? '', paidAmount: charge.paidAmount ?? 0, canceledAmount: charge.canceledAmount ?? 0 };
    }
    const transfer = await resultOf(this.transfers.getTransferById(id));
    return { kind, id, status: transfer.status };
  }
}
