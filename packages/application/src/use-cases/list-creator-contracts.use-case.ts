import type { Contract } from '../model/contract.model.js';
import type { ContractPort } from '../ports/contract.port.js';
import type { LoggerPort } from '../ports/logger.port.js';
import { orFallback } from './or-fallback.js';

/** A creator's contracts; a failure logs and lists none. */
export class ListCreatorContractsUseCase {
  /** @param contracts - the contract port. @param logger - where failures go. */
  constructor(private readonly contracts: ContractPort, private readonly logger: LoggerPort) {}

  /** The creator's contracts. */
  execute(creatorId: number): Promise<readonly Contract[]> {
    return orFallback(this.logger, 'Falha ao listar os contratos', () => this.contracts.listByCreator(creatorId), []);
  }
}
