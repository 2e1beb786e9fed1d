import { ChargesController, OrdersController, type Client, type CreateCustomerRequest, type GetCreditCardTransactionResponse, type GetTransactionResponse } from '@pagarme/pagarme-nodejs-sdk';
import { ProviderRefusedError, ProviderUnansweredError, ProviderUnavailableError, type CardPayer, type CardSummary, type DeclineReason, type ProviderCharge } from '../../ports/payment-provider.port.js';
import { refusalOf, resultOf } from './pagarme-answers.js';

/** Pagar.me's charge ids: `ch_` and 16 letters or digits (the sandbox's are `ch_` and a UUID, with dashes). */
const CHARGE_ID = /^ch_[A-Za-z0-9]{16}$/;

/** Whether `chargeId` is one of Pagar.me's (a refund of it goes there). */
export function isPagarmeChargeId(chargeId: string): boolean {
  return CHARGE_ID.test(chargeId);
}

/**
 * Card charges and their refunds through Pagar.me: an order (`OrdersController.createOrder`) with
 * one item and one `credit_card` payment by the browser's token, captured at once; a refund is the
 * charge's cancellation (`ChargesController.cancelCharge`) of an amount.
 */
export class PagarmeCardCharges {
  private readonly orders: OrdersController;
  private readonly charges: ChargesController;

  constructor(client: Client) {
    this.orders = new OrdersController(client);
    this.charges = new ChargesController(client);
  }

  async create(request: { reference: string; amountCentavos: number; cardToken: string; idempotencyKey: string; payer: CardPayer }): Promise<ProviderCharge | 'invalid_token'> {
    const body = {
      code: request.reference,
      closed: true,
      items: [{ amount: request.amountCentavos, description: `Publi ${request.reference}`, quantity: 1, category: 'services', code: request.reference }],
      customer: customerOf(request.payer),
      payments: [{ paymentMethod: 'credit_card', creditCard: { cardToken: request.cardToken, installments: 1, operationType: 'auth_and_capture', statementDescriptor: 'PUBLI' } }],
    };
    const order = await resultOf(this.orders.createOrder(body, request.idempotencyKey)).catch((error: unknown) => {
      const refusal = refusalOf(error);
      // A token the API does not know (used, expired, forged): nothing was charged.
      if (refusal !== null && refusal.text.includes('card_token')) return 'invalid_token' as const;
      throw refusal === null ? error : new ProviderUnavailableError(new Error(`Pagar.me refused the order (${String(refusal.status)}): ${refusal.text}`));
    });
    if (order === 'invalid_token') return order;
    const charge = order.charges?.[0];
    if (charge?.id == null) throw new ProviderUnansweredError(new Error('Pagar.me answered an order without its charge'));
    if (order.code !== request.reference || charge.amount !== request.amountCentavos) throw new Error('the idempotency key was first used for another charge');
    const transaction = charge.lastTransaction ?? null;
    const card = cardOf(transaction);
    if (charge.status === 'failed' || transaction?.status === 'not_authorized') return { id: charge.id, status: 'declined', pix: null, card, reason: declineOf(transaction) };
    // Paid or on its way: settled by the webhook, as every charge is.
    return { id: charge.id, status: 'pending', pix: null, card };
  }

  /**
   * Cancels `amountCentavos` of the charge (a refund to the card); answers the refund
   * transaction's id. @throws ProviderRefusedError when Pagar.me will not cancel it (a 4xx).
   */
  async refund(request: { chargeId: string; amountCentavos: number; idempotencyKey: string }): Promise<{ id: string }> {
    const charge = await resultOf(this.charges.cancelCharge(request.chargeId, { amount: request.amountCentavos, operationReference: request.idempotencyKey }, request.idempotencyKey)).catch((error: unknown) => {
      const refusal = refusalOf(error);
      throw refusal === null ? error : new ProviderRefusedError(refusal.text);
    });
    return { id: charge.lastTransaction?.id ?? `${request.chargeId}:refund:${request.idempotencyKey}` };
  }
}

/**
 * The brand as Pagar.me's customer. The SDK's model requires an address and phones that the API
 * treats as optional for a card order; Publi keeps no brand address, so they go empty.
 */
function customerOf(payer: CardPayer): CreateCustomerRequest {
  const document = payer.cnpj?.replace(/\D/g, '') ?? '';
  return {
    name: payer.name,
    email: payer.email,
    document,
    type: document === '' ? 'individual' : 'company',
    ...(document === '' ? {} : { documentType: 'CNPJ' }),
    code: document === '' ? payer.email : document,
    address: { street: '', number: '', zipCode: '', neighborhood: '', city: '', state: '', country: 'BR', complement: '', line1: '', line2: '' },
    phones: {},
    metadata: {},
  };
}

/** The transaction as the SDK's credit card model, which its schema reads it as when `transaction_type` is `credit_card`. */
function creditCardOf(transaction: GetTransactionResponse | null): GetCreditCardTransactionResponse | null {
  return transaction?.transactionType === 'credit_card' ? transaction : null;
}

function cardOf(transaction: GetTransactionResponse | null): CardSummary {
  const card = creditCardOf(transaction)?.card;
  return { brand: card?.brand ?? 'Cartão', last4: card?.lastFourDigits ?? '' };
}

/** The acquirer's return code as Publi's reason: 51 is insufficient funds; any other refusal is treated as suspected fraud (the issuer's "call your bank"). */
function declineOf(transaction: GetTransactionResponse | null): DeclineReason {
  return creditCardOf(transaction)?.acquirerReturnCode === '51' ? 'insufficient_funds' : 'suspected_fraud';
}
