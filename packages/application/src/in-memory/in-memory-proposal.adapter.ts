import type { Proposal, ProposalInput } from '../model/proposal.model.js';
import type { ProposalPort } from '../ports/proposal.port.js';
import type { InMemorySession } from './in-memory-session.js';
import { settle } from './profile-inputs.js';

/** Proposals in memory. */
export class InMemoryProposalAdapter implements ProposalPort {
  private readonly proposals: Proposal[] = [];

  /** @param session - who is signed in. */
  constructor(private readonly session: InMemorySession) {}

  /** Records an open proposal. */
  create(input: ProposalInput): Promise<Proposal> {
    return settle(() => {
      this.session.requireUserId();
      const proposal: Proposal = { ...input, id: this.proposals.length + 1, status: 'open' };
      this.proposals.push(proposal);
      return proposal;
    });
  }

  /** A project's proposals, oldest first. */
  listByProject(projectId: number): Promise<readonly Proposal[]> {
    return settle(() => {
      this.session.requireUserId();
      return this.proposals.filter((proposal) => proposal.projectId === projectId);
    });
  }
}
