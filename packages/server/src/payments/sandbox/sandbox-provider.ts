import { randomUUID } from 'node:crypto';
import type { ClockPort } from '../../ports/clock.port.js';
import { pixDueLateFees, saoPauloDay } from '@publi/domain';
import type { CardPayer, PayoutDestination, PaymentProviderPort, PixDueTerms, ProviderCharge, ProviderRecord } from '../../ports/payment-provider.port.js';
import { isWebhookSignatureValid, signWebhook } from '../webhook-signature.js';
import { buildPixCharge, newTxid, type PixMerchant } from './pix-charge.js';
import { KeyedAnswers } from './keyed-answers.js';
import { SandboxCards } from './sandbox-cards.js';

/** What makes two calls with one key the same call: the operation, what it is about, and the amount. */
function fingerprint(operation: string, about: string, amountCentavos: number): string {
  return `${operation}:${about}:${String(amountCentavos)}`;
}

/** How the sandbox reaches the webhook route: the raw body and its signature; answers the HTTP status. */
export type WebhookSender = (rawBody: string, signature: string) => Promise<number>;

/** The Pix key the sandbox's payouts refuse, standing for a closed account (a test destination, like the test cards). */
export const FAILING_PAYOUT_PIX_KEY = 'saque.recusado@sandbox.publi.dev';

interface SandboxCharge {
  readonly amountCentavos: number;
  readonly createdAt: Date;
  /** What was given back of it so far. */
  refundedCentavos: number;
  /** A Pix com vencimento's due date: paid after it, the payer's bank adds the fine and interest. */
  readonly dueDate?: string;
  status: 'pending' | 'paid' | 'refunded' | 'declined';
  /** What the payer paid, once a Pix is paid. */
  paidCentavos?: number;
}

/** Something the sandbox did that a real provider would bill or move money for: what tests count. */
export interface SandboxOperation {
  readonly kind: 'charge' | 'refund' | 'payout';
  /** The charge's, refund's or payout's id. */
  readonly id: string;
  readonly amountCentavos: number;
  /** The charge's or payout's reference; a refund's charge id. */
  readonly about: string;
}

// A real provider retries, with backoff, a webhook the receiver did not take: any answer but 2xx,
// or none. A 404 matters: the event may overtake the commit of the charge or payout it is about
// (Publi records the provider's answer in a transaction after the call), and a moment later the row is there.
const RETRY_DELAYS_MS = [100, 400, 1600, 6400];

/**
 * The embedded payment provider (`demo` mode, or `production` with its secret set): it keeps its
 * charges in memory, builds real Pix BR Codes, tokenizes test cards on its own route, and settles
 * only by calling Publi's webhook with signed events, as a real provider does. It honours
 * idempotency keys as real providers do: one charge, refund or payout per key, the first answer
 * for a repeated key, a new operation for a new key. "Simular pagamento" is a sandbox action: it
 * pays a Pix as a bank app would, and the webhook follows.
 */
export class SandboxPaymentProvider implements PaymentProviderPort {
  readonly cards: SandboxCards;
  private readonly charges = new Map<string, SandboxCharge>();
  private readonly chargeByTxid = new Map<string, string>();
  private readonly payouts = new Map<string, { readonly amountCentavos: number; readonly createdAt: Date; readonly outcome: 'payout.paid' | 'payout.failed' }>();
  private readonly inFlight = new Set<Promise<void>>();
  private readonly pixKeys = new KeyedAnswers<ProviderCharge>();
  private readonly cardKeys = new KeyedAnswers<ProviderCharge | 'invalid_token'>();
  private readonly refundKeys = new KeyedAnswers<{ id: string }>();
  private readonly payoutKeys = new KeyedAnswers<{ id: string }>();
  private readonly done: SandboxOperation[] = [];
  private sender: WebhookSender | null = null;
  /** The sandbox remembers what it made since it started, and nothing before. */
  readonly recordsKeptSince: Date;

  constructor(
    private readonly secret: string,
    private readonly merchant: PixMerchant,
    private readonly clock: ClockPort,
  ) {
    this.cards = new SandboxCards(clock);
    this.recordsKeptSince = clock.now();
  }

  /** Points the sandbox at the webhook route (the app does this once its routes exist). */
  connect(sender: WebhookSender): void {
    this.sender = sender;
  }

  createPixCharge(request: { reference: string; amountCentavos: number; expiresAt: Date; idempotencyKey: string; due?: PixDueTerms }): Promise<ProviderCharge> {
    const work = async (): Promise<ProviderCharge> => {
      const id = `ch_${randomUUID()}`;
      const pix = await buildPixCharge(this.merchant, request.amountCentavos, newTxid(), request.expiresAt);
      this.charges.set(id, { amountCentavos: request.amountCentavos, createdAt: this.clock.now(), refundedCentavos: 0, status: 'pending', ...(request.due === undefined ? {} : { dueDate: request.due.dueDate }) });
      this.chargeByTxid.set(pix.txid, id);
      this.done.push({ kind: 'charge', id, amountCentavos: request.amountCentavos, about: request.reference });
      return { id, status: 'pending', pix, card: null };
    };
    return this.pixKeys.once(request.idempotencyKey, fingerprint('pix', request.reference, request.amountCentavos), work, {
      onRepeat: (charge) => {
        this.resendPaid(charge);
      },
    });
  }

  createCardCharge(request: { reference: string; amountCentavos: number; cardToken: string; idempotencyKey: string; payer: CardPayer }): Promise<ProviderCharge | 'invalid_token'> {
    return this.cardKeys.once(request.idempotencyKey, fingerprint('card', request.reference, request.amountCentavos), () => Promise.resolve(this.chargeCard(request)), {
      keep: (charge) => charge !== 'invalid_token',
      onRepeat: (charge) => {
        this.resendPaid(charge);
      },
    });
  }

  refund(request: { chargeId: string; amountCentavos: number; idempotencyKey: string }): Promise<{ id: string }> {
    return this.refundKeys.once(request.idempotencyKey, fingerprint('refund', request.chargeId, request.amountCentavos), () => {
      const charge = this.charges.get(request.chargeId);
      // A charge made before a restart is gone from memory; the sandbox gives the money back all the same.
      if (charge !== undefined && (charge.paidCentavos ?? charge.amountCentavos) < request.amountCentavos) return Promise.reject(new Error('refund larger than the charge'));
      if (charge !== undefined) {
        charge.status = 'refunded';
        charge.refundedCentavos += request.amountCentavos;
      }
      const id = `re_${randomUUID()}`;
      this.done.push({ kind: 'refund', id, amountCentavos: request.amountCentavos, about: request.chargeId });
      this.emit('charge.refunded', request.chargeId);
      return Promise.resolve({ id });
    });
  }

  payout(request: { reference: string; amountCentavos: number; destination: PayoutDestination; idempotencyKey: string }): Promise<{ id: string }> {
    const work = () => {
      const id = `po_${randomUUID()}`;
      const fails = request.destination.kind === 'pix' && request.destination.key === FAILING_PAYOUT_PIX_KEY;
      this.payouts.set(id, { amountCentavos: request.amountCentavos, createdAt: this.clock.now(), outcome: fails ? 'payout.failed' : 'payout.paid' });
      this.done.push({ kind: 'payout', id, amountCentavos: request.amountCentavos, about: request.reference });
      this.emitPayoutOutcome(id);
      return Promise.resolve({ id });
    };
    return this.payoutKeys.once(request.idempotencyKey, fingerprint('payout', request.reference, request.amountCentavos), work, {
      onRepeat: (payout) => {
        this.emitPayoutOutcome(payout.id);
      },
    });
  }

  /** Every charge, refund and payout the sandbox made, in order: a repeated key adds nothing. */
  operations(): readonly SandboxOperation[] {
    return [...this.done];
  }

  verifyWebhook(rawBody: string, signature: string | undefined): boolean {
    return isWebhookSignatureValid(this.secret, rawBody, signature);
  }

  /** What the sandbox made in the window, from memory: a restart forgets what came before it. */
  records(window: { since: Date; until: Date }): Promise<readonly ProviderRecord[]> {
    const within = (at: Date) => at >= window.since && at < window.until;
    const records: ProviderRecord[] = [];
    for (const [id, charge] of this.charges) {
      if (!within(charge.createdAt)) continue;
      records.push({ kind: 'charge', id, amountCentavos: charge.amountCentavos, status: charge.status === 'declined' ? 'failed' : charge.status, createdAt: charge.createdAt });
      if (charge.refundedCentavos > 0) records.push({ kind: 'refund', id, amountCentavos: charge.refundedCentavos, status: 'done', createdAt: charge.createdAt });
    }
    for (const [id, payout] of this.payouts) {
      if (within(payout.createdAt)) records.push({ kind: 'payout', id, amountCentavos: payout.amountCentavos, status: payout.outcome === 'payout.paid' ? 'paid' : 'failed', createdAt: payout.createdAt });
    }
    return Promise.resolve(records);
  }

  /**
   * "Simular pagamento": pays the Pix of `txid` as a bank app would, whatever its expiry (a late
   * payment is how a real Pix may arrive), and the webhook follows. False for an unknown txid.
   */
  simulatePixPayment(txid: string): boolean {
    const id = this.chargeByTxid.get(txid);
    const charge = id === undefined ? undefined : this.charges.get(id);
    if (id === undefined || charge === undefined) return false;
    if (charge.status === 'pending') {
      charge.status = 'paid';
      charge.paidCentavos = this.paidAmount(charge);
    }
    this.emit('charge.paid', id, undefined, charge.paidCentavos);
    return true;
  }

  /** What the payer's bank pays for `charge` today: a Pix com vencimento paid late carries its fine and interest. */
  private paidAmount(charge: SandboxCharge): number {
    if (charge.dueDate === undefined) return charge.amountCentavos;
    const fees = pixDueLateFees(charge.amountCentavos, charge.dueDate, saoPauloDay(this.clock.now()));
    return charge.amountCentavos + fees.fineCentavos + fees.interestCentavos;
  }

  private chargeCard(request: { reference: string; amountCentavos: number; cardToken: string }): ProviderCharge | 'invalid_token' {
    const card = this.cards.redeem(request.cardToken);
    if (card === null) return 'invalid_token';
    const id = `ch_${randomUUID()}`;
    const summary = { brand: card.brand, last4: card.last4 };
    this.done.push({ kind: 'charge', id, amountCentavos: request.amountCentavos, about: request.reference });
    if (card.declines !== null) {
      this.charges.set(id, { amountCentavos: request.amountCentavos, createdAt: this.clock.now(), refundedCentavos: 0, status: 'declined' });
      return { id, status: 'declined', pix: null, card: summary, reason: card.declines };
    }
    this.charges.set(id, { amountCentavos: request.amountCentavos, createdAt: this.clock.now(), refundedCentavos: 0, status: 'paid' });
    this.emit('charge.paid', id);
    return { id, status: 'pending', pix: null, card: summary };
  }

  // A repeated key means Publi lost the first answer, and maybe the event that followed it: a real
  // provider keeps retrying its webhook for days, where the sandbox gives up after seconds, so it
  // sends the outcome again (an event already applied changes nothing).
  private resendPaid(charge: ProviderCharge | 'invalid_token'): void {
    const kept = charge === 'invalid_token' ? undefined : this.charges.get(charge.id);
    if (charge !== 'invalid_token' && kept?.status === 'paid') this.emit('charge.paid', charge.id, undefined, kept.paidCentavos);
  }

  private emitPayoutOutcome(id: string): void {
    const outcome = this.payouts.get(id)?.outcome;
    if (outcome === 'payout.failed') this.emit(outcome, id, 'invalid_destination');
    else if (outcome !== undefined) this.emit(outcome, id);
  }

  /** Resolves once every webhook call started so far has been answered (for tests and the seed). */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  private emit(type: string, objectId: string, reason?: string, amountCentavos?: number): void {
    const data = { object_id: objectId, ...(reason ? { reason } : {}), ...(amountCentavos === undefined ? {} : { amount_centavos: amountCentavos }) };
    const event = { id: `evt_${randomUUID()}`, type, created_at: new Date().toISOString(), data };
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
