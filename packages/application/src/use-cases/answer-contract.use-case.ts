import { isCalendarDay } from '@publi/domain';
import { ApplicationError } from '../errors/application-error.js';
import type { Contract, ContractMove } from '../model/contract.model.js';
import type { ContractPort } from '../ports/contract.port.js';

/**
 * A party's move on a contract: accept, reject (with an optional reason), counter, or cancel.
 * A counter-offer without a positive amount or a valid day is refused here, beside its field,
 * before any request. Throws `CONTRACT.*` with the server's message (what changed).
 */
export class AnswerContractUseCase {
  /** @param contracts - the contract port. */
  constructor(private readonly contracts: ContractPort) {}

  /** Makes the move and returns the contract as it is now. */
  execute(contractId: number, move: ContractMove): Promise<Contract> {
    if (move.kind === 'counter') {
      const fields: Record<string, string> = {};
      if (!Number.isSafeInteger(move.amountCentavos) || move.amountCentavos <= 0) fields['amount_centavos'] = 'Informe um valor maior que zero.';
      if (!isCalendarDay(move.deadline)) fields['deadline'] = 'Informe o prazo como uma data válida.';
      if (Object.keys(fields).length > 0) return Promise.reject(new ApplicationError('REQUEST.INVALID', undefined, fields));
      return this.contracts.move(contractId, { ...move, message: move.message.trim() });
    }
    return this.contracts.move(contractId, move.kind === 'accept' ? move : { ...move, reason: move.reason.trim() });
  }
}
