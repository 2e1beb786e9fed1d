import type { PaymentRequest, PaymentResult } from '../model/payment.model.js';
import type { PaymentPort } from '../ports/payment.port.js';
import { ApplicationError } from '../errors/application-error.js';

/** The brand pays an accepted contract by Pix or card. Throws `ApplicationError`. */
export class PayUseCase {
  /** @param payments - the payment port. */
  constructor(private readonly payments: PaymentPort) {}

  /** Pays; a card payment without its token is refused here, before the provider. */
  execute(request: PaymentRequest): Promise<PaymentResult> {
    if (request.method === 'card' && (request.cardToken ?? '') === '') {
      return Promise.reject(new ApplicationError('PAYMENT.CARD_TOKEN_REQUIRED'));
    }
    return this.payments.pay(request);
  }
}
