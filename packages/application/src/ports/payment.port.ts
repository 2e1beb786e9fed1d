import type { DownloadedFile, Payment, PaymentQuote, PaymentReceipt, PaymentRequest } from '../model/payment.model.js';

/**
 * A brand's payments (`/payment*`, `/payments*`): the quote, paying by Pix or with a card token,
 * reading a payment (the checkout waits on it for the settlement), the list, receipts and exports.
 * Refusals throw `PAYMENT.*` (`PAYMENT.CARD_DECLINED_FUNDS` and `_FRAUD` explain a decline).
 */
export interface PaymentPort {
  quote(contractIds: readonly number[]): Promise<PaymentQuote>;
  /** Answers the payment: a Pix waiting, or a card settling. Asking again for the same Pix gives the same one. */
  pay(request: PaymentRequest): Promise<Payment>;
  get(paymentId: number): Promise<Payment>;
  list(projectId?: number): Promise<readonly Payment[]>;
  /** Throws `PAYMENT.NOT_PAID` before it settles. */
  receipt(paymentId: number): Promise<PaymentReceipt>;
  export(format: 'csv' | 'xlsx', projectId?: number): Promise<DownloadedFile>;
}
