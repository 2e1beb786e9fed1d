import type { CardPayer, PaymentProviderPort, PayoutDestination, PixDueTerms, ProviderCharge, ProviderRecord } from '../ports/payment-provider.port.js';
import type { ApiPixProvider } from './api-pix/api-pix-provider.js';
import type { PagarmeProvider } from './pagarme/pagarme-provider.js';
import type { SandboxPaymentProvider } from './sandbox/sandbox-provider.js';

/** Who takes what (`PAYMENTS_PROVIDER`): Pix through the API Pix when set, cards and payouts through Pagar.me when set, the rest through the sandbox. */
export interface PaymentProviders {
  readonly sandbox: SandboxPaymentProvider;
  readonly apiPix?: ApiPixProvider | undefined;
  readonly pagarme?: PagarmeProvider | undefined;
}

/**
 * The payment provider as the API sees one: Pix to the PSP's API Pix or the sandbox, cards and
 * payouts to Pagar.me or the sandbox, and a refund to whoever made its charge (each real
 * provider knows its own charge ids). The signed webhook route is the sandbox's: the API Pix and
 * Pagar.me call routes of their own.
 */
export class RoutedPaymentProvider implements PaymentProviderPort {
  constructor(private readonly providers: PaymentProviders) {}

  createPixCharge(request: { reference: string; amountCentavos: number; expiresAt: Date; idempotencyKey: string; due?: PixDueTerms }): Promise<ProviderCharge> {
    return (this.providers.apiPix ?? this.providers.sandbox).createPixCharge(request);
  }

  createCardCharge(request: { reference: string; amountCentavos: number; cardToken: string; idempotencyKey: string; payer: CardPayer }): Promise<ProviderCharge | 'invalid_token'> {
    return (this.providers.pagarme ?? this.providers.sandbox).createCardCharge(request);
  }

  refund(request: { chargeId: string; amountCentavos: number; idempotencyKey: string }): Promise<{ id: string }> {
    const { apiPix, pagarme, sandbox } = this.providers;
    if (apiPix?.owns(request.chargeId)) return apiPix.refund(request);
    if (pagarme?.owns(request.chargeId)) return pagarme.refund(request);
    return sandbox.refund(request);
  }

  payout(request: { reference: string; amountCentavos: number; destination: PayoutDestination; idempotencyKey: string }): Promise<{ id: string }> {
    return (this.providers.pagarme ?? this.providers.sandbox).payout(request);
  }

  verifyWebhook(rawBody: string, signature: string | undefined): boolean {
    return this.providers.sandbox.verifyWebhook(rawBody, signature);
  }

  /**
   * How far back the records go: the sandbox's memory, while it takes a part (it forgets what it
   * made before it started); Pagar.me keeps its own, so with both real providers there is no bound.
   */
  get recordsKeptSince(): Date | undefined {
    const { apiPix, pagarme } = this.providers;
    if (apiPix !== undefined && pagarme !== undefined) return undefined;
    return this.providers.sandbox.recordsKeptSince;
  }

  // Pagar.me's records and the sandbox's (whatever it still takes: nothing when both real
  // providers are set). The API Pix's own charges are reconciled as they go (the Pix reconciliation sweep).
  async records(window: { since: Date; until: Date }): Promise<readonly ProviderRecord[]> {
    const pagarme = this.providers.pagarme === undefined ? [] : await this.providers.pagarme.records(window);
    return [...pagarme, ...(await this.providers.sandbox.records(window))];
  }
}
