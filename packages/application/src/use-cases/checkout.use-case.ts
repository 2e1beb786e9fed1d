import { ApplicationError } from '../errors/application-error.js';
import type { CardForm, Payment, PaymentQuote } from '../model/payment.model.js';
import type { CheckoutPort } from '../ports/checkout.port.js';
import type { PaymentPort } from '../ports/payment.port.js';

/**
 * The checkout of accepted contracts: the quote, paying by Pix or by card (the card goes to the
 * provider's checkout for a token first; only the token reaches Publi), following the payment
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

  /** A Pix for the contracts; asking again gives the one still waiting. */
  payByPix(contractIds: readonly number[]): Promise<Payment> {
    return this.payments.pay({ contractIds, method: 'pix' });
  }

  /** Tokenizes the card at the provider, then pays with the token. A decline throws `PAYMENT.CARD_DECLINED_*`. */
  async payByCard(contractIds: readonly number[], card: CardForm): Promise<Payment> {
    if (card.number.replace(/\D/g, '') === '') throw new ApplicationError('REQUEST.INVALID', 'Preencha os dados do cartão.', { number: 'Informe o número do cartão.' });
    const { token } = await this.checkout.tokenize(card);
    return this.payments.pay({ contractIds, method: 'card', cardToken: token });
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
