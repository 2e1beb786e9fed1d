import type { Proposal, ProposalInput } from '../model/proposal.model.js';

/** Creators' offers on projects (`/proposals*`). */
export interface ProposalPort {
  create(input: ProposalInput): Promise<Proposal>;
  listByProject(projectId: number): Promise<readonly Proposal[]>;
}
