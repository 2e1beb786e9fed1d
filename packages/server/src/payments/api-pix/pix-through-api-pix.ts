import type { CardPayer, PaymentProviderPort, PayoutDestination, PixDueTerms, ProviderCharge, ProviderRecord } from '../../ports/payment-provider.port.js';
import type { ApiPixProvider } from './api-pix-provider.js';

/**
 * The payment provider with Pix through the PSP's API Pix and everything else (cards, payouts,
 * their webhook) through `others`: the API Pix takes Pix only. A refund goes where its charge was made.
 */
export class PixThroughApiPix implements PaymentProviderPort {
  constructor(
    private readonly apiPix: ApiPixProvider,
    private readonly others: PaymentProviderPort,
  ) {}

  createPixCharge(request: { reference: string; amountCentavos: number; expiresAt: Date; idempotencyKey: string; due?: PixDueTerms }): Promise<ProviderCharge> {
    return this.apiPix.createPixCharge(request);
  }

  createCardCharge(request: { reference: string; amountCentavos: number; cardToken: string; idempotencyKey: string; payer: CardPayer }): Promise<ProviderCharge | 'invalid_token'> {
    return this.others.createCardCharge(request);
  }

  refund(request: { chargeId: string; amountCentavos: number; idempotencyKey: string }): Promise<{ id: string }> {
    return this.apiPix.owns(request.chargeId) ? this.apiPix.refund(request) : this.others.refund(request);
  }

  payout(request: { reference: string; amountCentavos: number; destination: PayoutDestination; idempotencyKey: string }): Promise<{ id: string }> {
    return this.others.payout(request);
  }

  verifyWebhook(rawBody: string, signature: string | undefined): boolean {
    return this.others.verifyWebhook(rawBody, signature);
  }

  // The API Pix's own charges are reconciled as they go (the Pix reconciliation sweep); the daily one covers the rest.
  get recordsKeptSince(): Date | undefined {
    return this.others.recordsKeptSince;
  }

  records(window: { since: Date; until: Date }): Promise<readonly ProviderRecord[]> {
    return this.others.records(window);
  }
}
