import type { Contract } from '../model/contract.model.js';
import type { ContractPort } from '../ports/contract.port.js';

/** A creator's jobs (proposals and contracts), for the creator or their linked agent. Throws on failure, so the screen can say so. */
export class ListCreatorContractsUseCase {
  /** @param contracts - the contract port. */
  constructor(private readonly contracts: ContractPort) {}

  /** The creator's contracts, newest first. */
  execute(creatorId: number): Promise<readonly Contract[]> {
    return this.contracts.listOfCreator(creatorId);
  }
}
