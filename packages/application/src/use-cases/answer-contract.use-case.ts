import type { Contract, ContractMove } from '../model/contract.model.js';
import type { ContractPort } from '../ports/contract.port.js';

/**
 * A party's move on a contract: accept, reject (with an optional reason), counter, or cancel.
 * Throws `CONTRACT.*` with the server's message (what changed), or `REQUEST.INVALID` with the
 * counter-offer's fields.
 */
export class AnswerContractUseCase {
  /** @param contracts - the contract port. */
  constructor(private readonly contracts: ContractPort) {}

  /** Makes the move, its texts trimmed, and returns the contract as it is now. */
  execute(contractId: number, move: ContractMove): Promise<Contract> {
    if (move.kind === 'counter') return this.contracts.move(contractId, { ...move, message: move.message.trim() });
    return this.contracts.move(contractId, move.kind === 'accept' ? move : { ...move, reason: move.reason.trim() });
  }
}
