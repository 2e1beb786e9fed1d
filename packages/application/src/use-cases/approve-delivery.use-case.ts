import type { Contract } from '../model/contract.model.js';
import type { DeliveryPort } from '../ports/delivery.port.js';

/** The brand approves what the creator delivered, which releases the payout. Throws `CONTRACT.*`. */
export class ApproveDeliveryUseCase {
  /** @param deliveries - the delivery port. */
  constructor(private readonly deliveries: DeliveryPort) {}

  /** Approves the delivered contract. */
  execute(contractId: number): Promise<Contract> {
    return this.deliveries.approve(contractId);
  }
}
