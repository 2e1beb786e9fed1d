import { ApplicationError } from '../errors/application-error.js';
import type { Proposal, ProposalInput } from '../model/proposal.model.js';
import type { LoggerPort } from '../ports/logger.port.js';
import type { ProposalPort } from '../ports/proposal.port.js';
import { orFallback } from './or-fallback.js';

/** A creator's offers on projects: sending throws, listing logs and lists none on failure. */
export class ProposalsUseCase {
  /** @param proposals - the proposal port. @param logger - where failures go. */
  constructor(private readonly proposals: ProposalPort, private readonly logger: LoggerPort) {}

  /** Sends an offer; a price that is not whole positive centavos is refused before the request. */
  send(input: ProposalInput): Promise<Proposal> {
    if (!Number.isInteger(input.amountCentavos) || input.amountCentavos <= 0) {
      return Promise.reject(new ApplicationError('REQUEST.INVALID', undefined, { amountCentavos: 'Informe um valor maior que zero.' }));
    }
    return this.proposals.create({ ...input, message: input.message.trim() });
  }

  /** The project's offers. */
  list(projectId: number): Promise<readonly Proposal[]> {
    return orFallback(this.logger, 'Falha ao listar as propostas', () => this.proposals.listByProject(projectId), []);
  }
}
