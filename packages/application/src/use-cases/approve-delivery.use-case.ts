import type { Contract } from '../model/contract.model.js';
import type { ContractPort } from '../ports/contract.port.js';

/** The brand approves what the creator delivered, which releases the payout. Throws `CONTRACT.*`. */
export class ApproveDeliveryUseCase {
  /** @param contracts - the contract port. */
  constructor(private readonly contracts: ContractPort) {}

  /** Approves the delivered contract. */
  execute(contractId: number): Promise<Contract> {
    return this.contracts.approve(contractId);
  }
}
