import { ApplicationError } from '../errors/application-error.js';
import type { CardForm, Payment, PaymentQuote } from '../model/payment.model.js';
import type { CheckoutPort } from '../ports/checkout.port.js';
import type { PaymentPort } from '../ports/payment.port.js';
import { newClientMessageId } from './send-chat-message.use-case.js';

/**
 * A key for one attempt to pay, made on the client (8 to 64 letters, digits, `-`): the checkout
 * sends it again when it retries the attempt after a failure, so the brand is charged once.
 */
export function newPaymentAttemptKey(): string {
  return `pay-${newClientMessageId()}`;
}

/**
 * The checkout of accepted contracts: the quote, paying by Pix, by Pix com vencimento or by card
 * (the card goes to the provider's checkout for a token first; only the token reaches Publi), following the payment
 * until the provider settles it, and the sandbox's "simular pagamento". Throws `ApplicationError`.
 */
export class CheckoutUseCase {
  /** @param payments - Publi's payments. @param checkout - the provider's checkout. */
  constructor(
    private readonly payments: PaymentPort,
    private readonly checkout: CheckoutPort,
  ) {}

  /** What paying `contractIds` costs: amounts, the fee and the total. */
  quote(contractIds: readonly number[]): Promise<PaymentQuote> {
    return this.payments.quote(contractIds);
  }

  /** A Pix for the contracts; asking again gives the one still waiting. `attemptKey`: see {@link newPaymentAttemptKey}. */
  payByPix(contractIds: readonly number[], attemptKey?: string): Promise<Payment> {
    return this.payments.pay({ contractIds, method: 'pix', ...(attemptKey === undefined ? {} : { idempotencyKey: attemptKey }) });
  }

  /**
   * A Pix com vencimento due on `dueDate` (`YYYY-MM-DD`, one of the quote's `pixDue` days); asking
   * again gives the one still waiting. No day is refused before any request; the server refuses a
   * day with `PAYMENT.DUE_DATE_INVALID` (`fields.dueDate`) and the method with
   * `PAYMENT.PIX_DUE_UNAVAILABLE` (`fields.method`).
   */
  async payByPixDue(contractIds: readonly number[], dueDate: string, attemptKey?: string): Promise<Payment> {
    if (dueDate.trim() === '') throw new ApplicationError('PAYMENT.DUE_DATE_INVALID', undefined, { dueDate: 'Escolha a data de vencimento.' });
    return this.payments.pay({ contractIds, method: 'pix_due', dueDate, ...(attemptKey === undefined ? {} : { idempotencyKey: attemptKey }) });
  }

  /**
   * Tokenizes the card at the provider, then pays with the token. A decline throws
   * `PAYMENT.CARD_DECLINED_*`. The same `attemptKey` again (with a new token) charges at most once.
   */
  async payByCard(contractIds: readonly number[], card: CardForm, attemptKey?: string): Promise<Payment> {
    if (card.number.replace(/\D/g, '') === '') throw new ApplicationError('REQUEST.INVALID', 'Preencha os dados do cartão.', { number: 'Informe o número do cartão.' });
    const { token } = await this.checkout.tokenize(card);
    return this.payments.pay({ contractIds, method: 'card', cardToken: token, ...(attemptKey === undefined ? {} : { idempotencyKey: attemptKey }) });
  }

  /** The payment as it stands now (the checkout asks until it settles). */
  get(paymentId: number): Promise<Payment> {
    return this.payments.get(paymentId);
  }

  /** Demo mode: pays the Pix as a bank app would; the settlement follows by the provider's webhook. */
  simulatePix(txid: string): Promise<void> {
    return this.checkout.simulatePix(txid);
  }
}
