import { saoPauloDay } from '@publi/domain';
import { ApplicationError } from '../errors/application-error.js';
import type { Contract } from '../model/contract.model.js';
import type { ProposalInput } from '../model/proposal.model.js';
import type { ClockPort } from '../ports/clock.port.js';
import type { ProposalPort } from '../ports/proposal.port.js';
import type { InMemoryContractAdapter, InMemoryParties } from './in-memory-contract.adapter.js';
import type { InMemorySession } from './in-memory-session.js';
import { settle } from './profile-inputs.js';

/** A project the in-memory brand may propose on, and its creators' parties. */
export interface InMemoryProposalProject {
  readonly id: number;
  readonly name: string;
  readonly brand: { readonly id: number; readonly name: string; readonly userId: string };
  readonly creators: readonly { readonly id: number; readonly name: string; readonly slug: string; readonly parties: Omit<InMemoryParties, 'brandUserId'> }[];
}

/** Proposals in memory: each opens a pending contract on the contract adapter, all or none. */
export class InMemoryProposalAdapter implements ProposalPort {
  private readonly projects = new Map<number, InMemoryProposalProject>();

  /**
   * @param session - who is signed in. @param contracts - where the contracts open.
   * @param clock - today, which a deadline may not be before (not checked without one).
   */
  constructor(
    private readonly session: InMemorySession,
    private readonly contracts: InMemoryContractAdapter,
    private readonly clock?: ClockPort,
  ) {}

  /** Adds a project its brand may propose on. */
  seedProject(project: InMemoryProposalProject): void {
    this.projects.set(project.id, project);
  }

  /** Opens one pending contract per proposal, all or none. */
  create(input: ProposalInput): Promise<readonly Contract[]> {
    return settle(() => {
      const project = this.projects.get(input.projectId);
      if (!project || project.brand.userId !== this.session.requireUserId()) throw new ApplicationError('PROJECT.NOT_FOUND');
      const members = input.proposals.map((item) => project.creators.find((creator) => creator.id === item.creatorId));
      if (members.includes(undefined)) throw new ApplicationError('PROPOSAL.CREATOR_NOT_IN_PROJECT');
      this.refuseLiveOrPast(project.id, input.proposals);
      return input.proposals.map((item, index) => {
        const creator = members[index];
        if (!creator) throw new ApplicationError('PROPOSAL.CREATOR_NOT_IN_PROJECT');
        const about = {
          projectId: project.id,
          projectName: project.name,
          projectType: null,
          brand: { id: project.brand.id, name: project.brand.name, image: null },
          creator: { id: creator.id, name: creator.name, slug: creator.slug, image: null },
        };
        return this.contracts.open(item, about, { ...creator.parties, brandUserId: project.brand.userId });
      });
    });
  }

  // As the server, before opening any: one live contract per creator and project, no deadline before today.
  private refuseLiveOrPast(projectId: number, items: ProposalInput['proposals']): void {
    for (const item of items) {
      if (this.hasLive(projectId, item.creatorId)) {
        throw new ApplicationError('PROPOSAL.ALREADY_LIVE');
      }
      if (this.clock !== undefined && item.deadline < saoPauloDay(new Date(this.clock.nowSeconds() * 1000))) {
        throw new ApplicationError('PROPOSAL.DEADLINE_PAST');
      }
    }
  }

  private hasLive(projectId: number, creatorId: number): boolean {
    try {
      this.contracts.liveOf(projectId, creatorId);
      return true;
    } catch {
      return false;
    }
  }
}
