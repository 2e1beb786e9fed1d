import type { DownloadedFile, Payment, PaymentPort, PaymentQuote, PaymentReceipt, PaymentRequest } from '@publi/application';
import { paymentsRoutes } from '@publi/contract';
import type { AxiosInstance } from 'axios';
import { withDomainFieldNames } from './mappers/contract.mapper.js';
import { PAYMENT_FIELD_NAMES, paymentFromWire, quoteFromWire, receiptFromWire } from './mappers/payment.mapper.js';
import { requestApi } from './request-api.js';
import { requestDownload } from './request-download.js';

/** {@link PaymentPort} over `/payment*` and `/payments*`. */
export class AxiosPaymentAdapter implements PaymentPort {
  constructor(private readonly client: AxiosInstance) {}

  async quote(contractIds: readonly number[]): Promise<PaymentQuote> {
    return quoteFromWire(await requestApi(this.client, paymentsRoutes.quotePayment, { query: { contract_ids: contractIds.join(',') } }));
  }

  async pay(request: PaymentRequest): Promise<Payment> {
    const body = {
      contract_ids: request.contractIds,
      method: request.method,
      ...(request.cardToken === undefined ? {} : { card_token: request.cardToken }),
      ...(request.dueDate === undefined ? {} : { due_date: request.dueDate }),
      ...(request.idempotencyKey === undefined ? {} : { idempotency_key: request.idempotencyKey }),
    };
    // A refused due date is named `dueDate`, as the checkout's field reads it.
    const answer = await requestApi(this.client, paymentsRoutes.createPayment, { body }).catch((error: unknown) => Promise.reject(withDomainFieldNames(error, PAYMENT_FIELD_NAMES)));
    return paymentFromWire(answer);
  }

  async get(paymentId: number): Promise<Payment> {
    return paymentFromWire(await requestApi(this.client, paymentsRoutes.getPayment, { params: { id: paymentId } }));
  }

  async list(projectId?: number): Promise<readonly Payment[]> {
    const answer = await requestApi(this.client, paymentsRoutes.listPayments, { query: projectId === undefined ? {} : { project_id: projectId } });
    return answer.payments.map(paymentFromWire);
  }

  async receipt(paymentId: number): Promise<PaymentReceipt> {
    return receiptFromWire(await requestApi(this.client, paymentsRoutes.paymentReceipt, { params: { id: paymentId } }));
  }

  export(format: 'csv' | 'xlsx', projectId?: number): Promise<DownloadedFile> {
    return requestDownload(this.client, paymentsRoutes.exportPayments, { query: { format, ...(projectId === undefined ? {} : { project_id: projectId }) } }, `pagamentos.${format}`);
  }
}
