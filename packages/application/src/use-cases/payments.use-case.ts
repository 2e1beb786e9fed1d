import type { DownloadedFile, Payment, PaymentReceipt } from '../model/payment.model.js';
import type { PaymentPort } from '../ports/payment.port.js';

/** A brand's payments: the list, a receipt, the export. Throws `ApplicationError`. */
export class PaymentsUseCase {
  /** @param payments - the payment port. */
  constructor(private readonly payments: PaymentPort) {}

  /** The brand's payments, of one project or all, newest first. */
  list(projectId?: number): Promise<readonly Payment[]> {
    return this.payments.list(projectId);
  }

  /** A paid payment's receipt. */
  receipt(paymentId: number): Promise<PaymentReceipt> {
    return this.payments.receipt(paymentId);
  }

  /** The list as a CSV or .xlsx file. */
  export(format: 'csv' | 'xlsx', projectId?: number): Promise<DownloadedFile> {
    return this.payments.export(format, projectId);
  }
}
