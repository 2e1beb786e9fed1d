import { isApplicationError, newPaymentAttemptKey, type Payment } from '@publi/application';

/**
 * One attempt to pay and its idempotency key. The key goes with every try of the attempt, so a
 * retry after a lost answer (no connection, the server failing after the charge) is charged once;
 * a payment, or a card declined, ends the attempt, and the next one has a key of its own.
 */
export class PaymentAttempt {
  private key = newPaymentAttemptKey();

  /** Pays with this attempt's key. */
  async run(pay: (attemptKey: string) => Promise<Payment>): Promise<Payment> {
    try {
      const payment = await pay(this.key);
      this.key = newPaymentAttemptKey();
      return payment;
    } catch (error) {
      if (isApplicationError(error, 'PAYMENT.CARD_DECLINED_FUNDS') || isApplicationError(error, 'PAYMENT.CARD_DECLINED_FRAUD')) this.key = newPaymentAttemptKey();
      throw error;
    }
  }
}
