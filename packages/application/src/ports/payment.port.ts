import type { PaymentRequest, PaymentResult } from '../model/payment.model.js';

/** Paying a contract (`POST /payment`); only the project's brand, only an accepted contract. */
export interface PaymentPort {
  pay(request: PaymentRequest): Promise<PaymentResult>;
}
