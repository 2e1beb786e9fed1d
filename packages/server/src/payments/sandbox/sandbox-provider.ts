import { randomUUID } from 'node:crypto';
import type { ClockPort } from '../../ports/clock.port.js';
import type { PayoutDestination, PaymentProviderPort, ProviderCharge } from '../../ports/payment-provider.port.js';
import { isWebhookSignatureValid, signWebhook } from '../webhook-signature.js';
import { buildPixCharge, newTxid, type PixMerchant } from './pix-charge.js';
import { SandboxCards } from './sandbox-cards.js';

/** How the sandbox reaches the webhook route: the raw body and its signature; answers the HTTP status. */
export type WebhookSender = (rawBody: string, signature: string) => Promise<number>;

/** The Pix key the sandbox's payouts refuse, standing for a closed account (a test destination, like the test cards). */
export const FAILING_PAYOUT_PIX_KEY = 'saque.recusado@sandbox.publi.dev';

interface SandboxCharge {
  readonly amountCentavos: number;
  status: 'pending' | 'paid' | 'refunded' | 'declined';
}

// A real provider retries, with backoff, a webhook the receiver did not take: any answer but 2xx,
// or none. A 404 matters: the event may overtake the commit of the charge or payout it is about
// (the provider is called inside that transaction), and a moment later the row is there.
const RETRY_DELAYS_MS = [100, 400, 1600, 6400];

/**
 * The embedded payment provider (`demo` mode, or `production` with its secret set): it keeps its
 * charges in memory, builds real Pix BR Codes, tokenizes test cards on its own route, and settles
 * only by calling Publi's webhook with signed events, as a real provider does. "Simular pagamento"
 * is a sandbox action: it pays a Pix as a bank app would, and the webhook follows.
 */
export class SandboxPaymentProvider implements PaymentProviderPort {
  readonly cards: SandboxCards;
  private readonly charges = new Map<string, SandboxCharge>();
  private readonly chargeByTxid = new Map<string, string>();
  private readonly inFlight = new Set<Promise<void>>();
  private sender: WebhookSender | null = null;

  constructor(
    private readonly secret: string,
    private readonly merchant: PixMerchant,
    clock: ClockPort,
  ) {
    this.cards = new SandboxCards(clock);
  }

  /** Points the sandbox at the webhook route (the app does this once its routes exist). */
  connect(sender: WebhookSender): void {
    this.sender = sender;
  }

  async createPixCharge(request: { reference: string; amountCentavos: number; expiresAt: Date }): Promise<ProviderCharge> {
    const id = `ch_${randomUUID()}`;
    const pix = await buildPixCharge(this.merchant, request.amountCentavos, newTxid(), request.expiresAt);
    this.charges.set(id, { amountCentavos: request.amountCentavos, status: 'pending' });
    this.chargeByTxid.set(pix.txid, id);
    return { id, status: 'pending', pix, card: null };
  }

  createCardCharge(request: { reference: string; amountCentavos: number; cardToken: string }): Promise<ProviderCharge | 'invalid_token'> {
    const card = this.cards.redeem(request.cardToken);
    if (card === null) return Promise.resolve('invalid_token');
    const id = `ch_${randomUUID()}`;
    const summary = { brand: card.brand, last4: card.last4 };
    if (card.declines !== null) {
      this.charges.set(id, { amountCentavos: request.amountCentavos, status: 'declined' });
      return Promise.resolve({ id, status: 'declined', pix: null, card: summary, reason: card.declines });
    }
    this.charges.set(id, { amountCentavos: request.amountCentavos, status: 'paid' });
    this.emit('charge.paid', id);
    return Promise.resolve({ id, status: 'pending', pix: null, card: summary });
  }

  refund(chargeId: string, amountCentavos: number): Promise<void> {
    const charge = this.charges.get(chargeId);
    // A charge made before a restart is gone from memory; the sandbox gives the money back all the same.
    if (charge !== undefined && charge.amountCentavos < amountCentavos) return Promise.reject(new Error('refund larger than the charge'));
    if (charge !== undefined) charge.status = 'refunded';
    this.emit('charge.refunded', chargeId);
    return Promise.resolve();
  }

  payout(request: { reference: string; amountCentavos: number; destination: PayoutDestination }): Promise<{ id: string }> {
    const id = `po_${randomUUID()}`;
    const fails = request.destination.kind === 'pix' && request.destination.key === FAILING_PAYOUT_PIX_KEY;
    if (fails) this.emit('payout.failed', id, 'invalid_destination');
    else this.emit('payout.paid', id);
    return Promise.resolve({ id });
  }

  verifyWebhook(rawBody: string, signature: string | undefined): boolean {
    return isWebhookSignatureValid(this.secret, rawBody, signature);
  }

  /**
   * "Simular pagamento": pays the Pix of `txid` as a bank app would, whatever its expiry (a late
   * payment is how a real Pix may arrive), and the webhook follows. False for an unknown txid.
   */
  simulatePixPayment(txid: string): boolean {
    const id = this.chargeByTxid.get(txid);
    const charge = id === undefined ? undefined : this.charges.get(id);
    if (id === undefined || charge === undefined) return false;
    if (charge.status === 'pending') charge.status = 'paid';
    this.emit('charge.paid', id);
    return true;
  }

  /** Resolves once every webhook call started so far has been answered (for tests and the seed). */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  private emit(type: string, objectId: string, reason?: string): void {
    const event = { id: `evt_${randomUUID()}`, type, created_at: new Date().toISOString(), data: { object_id: objectId, ...(reason ? { reason } : {}) } };
    const rawBody = JSON.stringify(event);
    // Sent after the current request has answered, as a provider's call arrives on its own.
    const sending = new Promise<void>((resolve) => setImmediate(resolve)).then(() => this.send(rawBody));
    this.inFlight.add(sending);
    void sending.finally(() => this.inFlight.delete(sending));
  }

  private async send(rawBody: string): Promise<void> {
    const signature = signWebhook(this.secret, rawBody);
    for (const delay of [0, ...RETRY_DELAYS_MS]) {
      if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
      const status = this.sender === null ? 503 : await this.sender(rawBody, signature).catch(() => 503);
      if (status >= 200 && status < 300) return;
    }
  }
}
