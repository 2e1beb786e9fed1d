import type { Contract } from '../model/contract.model.js';
import type { ProposalInput } from '../model/proposal.model.js';

/** The brand's proposals (`POST /proposals/create`): one pending contract per creator, all or none. */
export interface ProposalPort {
  create(input: ProposalInput): Promise<readonly Contract[]>;
}
