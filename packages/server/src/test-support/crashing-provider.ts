import type { CardPayer, PaymentProviderPort, PayoutDestination, ProviderCharge, ProviderRecord } from '../ports/payment-provider.port.js';

/** Which call a crash follows. */
export type CrashedCall = 'charge' | 'refund' | 'payout';

/** What the server meets in place of the process dying: thrown right after the provider answered. */
export class InjectedCrash extends Error {
  constructor(call: CrashedCall) {
    super(`injected crash after the provider answered a ${call}`);
    this.name = 'InjectedCrash';
  }
}

/**
 * The test seam for a crash between the provider's answer and the commit that records it: the
 * real provider (the sandbox) does the work and answers, then, when armed for that kind of call,
 * this throws instead of handing the answer back, once. Everything the server wrote before the
 * call stays; nothing after it happens, as if the process had died there.
 */
export class CrashingProvider implements PaymentProviderPort {
  private readonly armed = new Set<CrashedCall>();

  constructor(private readonly provider: PaymentProviderPort) {}

  /** The next `call` answered by the provider crashes. */
  crashAfterNext(call: CrashedCall): void {
    this.armed.add(call);
  }

  async createPixCharge(request: { reference: string; amountCentavos: number; expiresAt: Date; idempotencyKey: string }): Promise<ProviderCharge> {
    return this.after('charge', await this.provider.createPixCharge(request));
  }

  async createCardCharge(request: { reference: string; amountCentavos: number; cardToken: string; idempotencyKey: string; payer: CardPayer }): Promise<ProviderCharge | 'invalid_token'> {
    return this.after('charge', await this.provider.createCardCharge(request));
  }

  async refund(request: { chargeId: string; amountCentavos: number; idempotencyKey: string }): Promise<{ id: string }> {
    return this.after('refund', await this.provider.refund(request));
  }

  async payout(request: { reference: string; amountCentavos: number; destination: PayoutDestination; idempotencyKey: string }): Promise<{ id: string }> {
    return this.after('payout', await this.provider.payout(request));
  }

  verifyWebhook(rawBody: string, signature: string | undefined): boolean {
    return this.provider.verifyWebhook(rawBody, signature);
  }

  get recordsKeptSince(): Date | undefined {
    return this.provider.recordsKeptSince;
  }

  records(window: { since: Date; until: Date }): Promise<readonly ProviderRecord[]> {
    return this.provider.records(window);
  }

  private after<Answer>(call: CrashedCall, answer: Answer): Answer {
    if (this.armed.delete(call)) throw new InjectedCrash(call);
    return answer;
  }
}
