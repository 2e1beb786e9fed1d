import type { GetChargeResponse, GetCreditCardTransactionResponse, GetOrderResponse } from '@pagarme/pagarme-nodejs-sdk';
import { z } from 'zod';
import { createdWithin, ok, pageOf, pagarmeId, refusal, type FakeAnswer } from './fake-answers.js';
import type { FakeCard, FakeCards } from './fake-cards.js';
import { toWireObject } from './pagarme-wire.js';

/** A card charge as the fake keeps it. */
interface FakeCharge {
  readonly id: string;
  readonly orderId: string;
  readonly code: string;
  readonly amount: number;
  status: 'paid' | 'failed' | 'canceled';
  readonly paidAmount: number;
  canceledAmount: number;
  readonly card: FakeCard;
  readonly customer: { readonly name: string; readonly email: string; readonly document: string };
  readonly createdAt: Date;
  updatedAt: Date;
  lastTransaction: { readonly id: string; readonly status: string; readonly amount: number; readonly operationType: string };
}

/** What the fake tells the world when a charge changes: its webhook's type, and money in Publi's own recipient. */
export interface ChargeEffects {
  readonly event: (type: string, data: object) => void;
  readonly credit: (amountCentavos: number) => void;
  readonly now: () => Date;
}

const orderRequest = z.object({
  code: z.string().min(1).max(52),
  items: z.array(z.object({ amount: z.number().int().positive(), quantity: z.number().int().positive(), description: z.string().min(1) })).min(1),
  customer: z.object({ name: z.string().min(1), email: z.string().min(1), document: z.string() }),
  payments: z.tuple([z.object({ payment_method: z.literal('credit_card'), credit_card: z.object({ card_token: z.string(), installments: z.number().int().optional(), operation_type: z.string().optional() }) })]),
});
const cancelRequest = z.object({ amount: z.number().int().positive().optional() });

/** Orders paid by card (`POST /orders`), their charges, their cancellations (refunds) and listing. */
export class FakeCharges {
  private readonly charges = new Map<string, FakeCharge>();

  constructor(
    private readonly cards: FakeCards,
    private readonly effects: ChargeEffects,
  ) {}

  /** Every charge made, in order (what tests count). */
  all(): readonly { readonly id: string; readonly code: string; readonly amount: number; readonly status: string; readonly canceledAmount: number }[] {
    return [...this.charges.values()];
  }

  createOrder(body: unknown): FakeAnswer {
    const parsed = orderRequest.safeParse(body);
    if (!parsed.success) return refusal(422, 'The request is invalid.', { order: [parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')] });
    const order = parsed.data;
    const now = this.effects.now();
    const card = this.cards.redeem(order.payments[0].credit_card.card_token, now);
    if (card === null) return refusal(422, 'The request is invalid.', { 'order.payments[0].credit_card.card_token': ['The card_token is invalid or expired.'] });
    const amount = order.items.reduce((sum, item) => sum + item.amount * item.quantity, 0);
    const approved = card.acquirerReturnCode === '00';
    const charge: FakeCharge = {
      id: pagarmeId('ch_'),
      orderId: pagarmeId('or_'),
      code: order.code,
      amount,
      status: approved ? 'paid' : 'failed',
      paidAmount: approved ? amount : 0,
      canceledAmount: 0,
      card,
      customer: order.customer,
      createdAt: now,
      updatedAt: now,
      lastTransaction: { id: pagarmeId('tran_'), status: approved ? 'captured' : 'not_authorized', amount, operationType: 'auth_and_capture' },
    };
    this.charges.set(charge.id, charge);
    if (approved) this.effects.credit(amount);
    this.effects.event(approved ? 'charge.paid' : 'charge.payment_failed', this.wire(charge));
    const answer = { id: charge.orderId, code: order.code, amount, currency: 'BRL', closed: true, status: approved ? 'paid' : 'failed', createdAt: now.toISOString(), updatedAt: now.toISOString() } satisfies GetOrderResponse;
    return ok({ ...toWireObject(answer), charges: [this.wire(charge)] });
  }

  get(id: string): FakeAnswer {
    const charge = this.charges.get(id);
    return charge === undefined ? refusal(404, 'Charge not found.') : ok(this.wire(charge));
  }

  /** `DELETE /charges/{id}`: gives back `amount` (all that is left when absent) of a paid charge. */
  cancel(id: string, body: unknown): FakeAnswer {
    const charge = this.charges.get(id);
    if (charge === undefined) return refusal(404, 'Charge not found.');
    const parsed = cancelRequest.safeParse(body ?? {});
    if (!parsed.success) return refusal(422, 'The request is invalid.', { amount: ['The amount field is invalid.'] });
    const left = charge.paidAmount - charge.canceledAmount;
    const amount = parsed.data.amount ?? left;
    if (charge.status !== 'paid' || amount > left) return refusal(412, 'Charge cannot be canceled: the amount is greater than what is left of it.');
    const now = this.effects.now();
    charge.canceledAmount += amount;
    charge.updatedAt = now;
    charge.lastTransaction = { id: pagarmeId('tran_'), status: 'refunded', amount, operationType: 'cancel' };
    if (charge.canceledAmount === charge.paidAmount) charge.status = 'canceled';
    this.effects.event(charge.status === 'canceled' ? 'charge.refunded' : 'charge.partial_canceled', this.wire(charge));
    return ok(this.wire(charge));
  }

  list(query: URLSearchParams): FakeAnswer {
    const within = [...this.charges.values()].filter((charge) => createdWithin(charge.createdAt, query));
    const page = pageOf(within, query);
    return ok({ data: page.data.map((charge) => this.wire(charge)), paging: page.paging });
  }

  private wire(charge: FakeCharge) {
    const { card, lastTransaction } = charge;
    const fixture = {
      id: charge.id,
      code: charge.code,
      gatewayId: charge.id.slice(3),
      amount: charge.amount,
      status: charge.status,
      currency: 'BRL',
      paymentMethod: 'credit_card',
      createdAt: charge.createdAt.toISOString(),
      updatedAt: charge.updatedAt.toISOString(),
      paidAmount: charge.paidAmount,
      canceledAmount: charge.canceledAmount,
      ...(charge.paidAmount > 0 ? { paidAt: charge.createdAt.toISOString() } : {}),
      customer: { name: charge.customer.name, email: charge.customer.email, document: charge.customer.document },
    } satisfies GetChargeResponse;
    // The last transaction is a credit card one: the SDK reads it by its `transaction_type`.
    const transaction = {
      id: lastTransaction.id,
      transactionType: 'credit_card',
      status: lastTransaction.status,
      success: lastTransaction.status !== 'not_authorized',
      amount: lastTransaction.amount,
      operationType: lastTransaction.operationType,
      installments: 1,
      acquirerName: 'simulator',
      acquirerReturnCode: card.acquirerReturnCode,
      acquirerMessage: card.acquirerReturnCode === '00' ? 'Transação aprovada com sucesso' : 'Transação não autorizada',
      card: { brand: card.brand, firstSixDigits: card.firstSixDigits, lastFourDigits: card.lastFourDigits, holderName: card.holderName, expMonth: card.expMonth, expYear: card.expYear },
      createdAt: charge.updatedAt.toISOString(),
    } satisfies GetCreditCardTransactionResponse;
    return { ...toWireObject(fixture), last_transaction: toWireObject(transaction) };
  }
}
