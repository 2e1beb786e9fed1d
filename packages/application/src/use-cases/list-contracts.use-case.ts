import type { Contract, ContractListQuery, ContractPage } from '../model/contract.model.js';
import type { ContractPort } from '../ports/contract.port.js';

/** Reading contracts: the signed-in person's list, a project's, one contract. Throws, so screens can say so and offer to try again. */
export class ListContractsUseCase {
  /** @param contracts - the contract port. */
  constructor(private readonly contracts: ContractPort) {}

  /** The signed-in person's contracts (a brand's proposals, a creator's or an agent's jobs). */
  list(query: ContractListQuery): Promise<ContractPage> {
    return this.contracts.list(query);
  }

  /** A project's contracts, for its brand. */
  ofProject(projectId: number): Promise<readonly Contract[]> {
    return this.contracts.listOfProject(projectId);
  }

  /** One contract. */
  get(contractId: number): Promise<Contract> {
    return this.contracts.get(contractId);
  }
}
