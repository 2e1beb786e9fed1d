import { ApplicationError } from '../errors/application-error.js';
import type { Contract } from '../model/contract.model.js';
import type { ProposalInput } from '../model/proposal.model.js';
import type { ProposalPort } from '../ports/proposal.port.js';

/**
 * The brand proposes to creators of a project; each proposal becomes a pending contract. Throws:
 * the server checks amounts, deadlines and deliverables and answers each beside its field.
 */
export class ProposeUseCase {
  /** @param proposals - the proposal port. */
  constructor(private readonly proposals: ProposalPort) {}

  /** Sends the proposals with their notes trimmed; none at all is refused before any request. */
  execute(input: ProposalInput): Promise<readonly Contract[]> {
    if (input.proposals.length === 0) return Promise.reject(new ApplicationError('REQUEST.INVALID', 'Escolha pelo menos um criador.'));
    return this.proposals.create({ ...input, proposals: input.proposals.map((item) => ({ ...item, message: item.message.trim() })) });
  }
}
