import { ApplicationError } from '../errors/application-error.js';
import type { PaymentRequest, PaymentResult } from '../model/payment.model.js';
import type { PaymentPort } from '../ports/payment.port.js';
import type { InMemoryContractAdapter } from './in-memory-contract.adapter.js';
import { settle } from './profile-inputs.js';

/**
 * The sandbox provider's stand-in: cards settle at once (the contract becomes `paid`); Pix
 * answers a code and waits, until {@link InMemoryPaymentAdapter.settlePix} plays the webhook.
 */
export class InMemoryPaymentAdapter implements PaymentPort {
  private readonly pendingPix = new Map<string, number>();
  private issued = 0;

  /** @param contracts - where the paid contract moves. @param feePercent - the platform fee. */
  constructor(private readonly contracts: InMemoryContractAdapter, private readonly feePercent = 10) {}

  /** Pays the contract. */
  async pay(request: PaymentRequest): Promise<PaymentResult> {
    const contract = await this.contracts.get(request.contractId);
    return settle(() => {
      if (contract.status !== 'accepted') throw new ApplicationError('CONTRACT.STATE_CHANGED');
      this.issued += 1;
      const id = `pay_${String(this.issued)}`;
      const amounts = { amountCentavos: contract.terms.amountCentavos, feeCentavos: Math.round((contract.terms.amountCentavos * this.feePercent) / 100) };
      if (request.method === 'pix') {
        this.pendingPix.set(id, contract.id);
        return { id, status: 'pending', pixCode: `00020126PIX${id}`, ...amounts };
      }
      if (request.cardToken === undefined || request.cardToken === '') throw new ApplicationError('PAYMENT.CARD_TOKEN_REQUIRED');
      this.contracts.markPaid(contract.id);
      return { id, status: 'paid', pixCode: null, ...amounts };
    });
  }

  /** Settles a pending Pix payment, as the provider's webhook would. */
  settlePix(paymentId: string): void {
    const contractId = this.pendingPix.get(paymentId);
    if (contractId === undefined) throw new ApplicationError('CONTRACT.NOT_FOUND');
    this.pendingPix.delete(paymentId);
    this.contracts.markPaid(contractId);
  }
}
