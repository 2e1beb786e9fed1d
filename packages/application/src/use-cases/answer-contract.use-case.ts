import type { Contract } from '../model/contract.model.js';
import type { ContractPort } from '../ports/contract.port.js';

/** The creator's answer to a contract. */
export type ContractAnswer = 'accept' | 'reject';

/** Accepts or rejects a pending contract. Throws `CONTRACT.*` or `AUTH.FORBIDDEN`. */
export class AnswerContractUseCase {
  /** @param contracts - the contract port. */
  constructor(private readonly contracts: ContractPort) {}

  /** Answers and returns the contract in its new state. */
  execute(contractId: number, answer: ContractAnswer): Promise<Contract> {
    return answer === 'accept' ? this.contracts.accept(contractId) : this.contracts.reject(contractId);
  }
}
