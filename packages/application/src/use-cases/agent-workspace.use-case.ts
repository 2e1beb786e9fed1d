import type { AgentCreator } from '../model/agent.model.js';
import type { CreatorDetails } from '../model/creator.model.js';
import type { User } from '../model/user.model.js';
import type { AgentPort } from '../ports/agent.port.js';
import type { CreatorProfilePort } from '../ports/creator-profile.port.js';

/** What the profile editor needs to act for one creator. */
export interface ManagedCreator {
  /** The creator's account (name, phone, address, categories). */
  readonly user: User;
  /** The creator's profile (bio, networks, prices). */
  readonly details: CreatorDetails;
}

/**
 * The agent's side (`/agente`): the creators they act for with each profile's completion, their
 * link token and its rotation, unlinking a creator, and loading one creator for the editor.
 * Throws `AGENT.ONLY` for other accounts and `AGENT.NOT_LINKED` for a creator not (or no longer)
 * linked.
 */
export class AgentWorkspaceUseCase {
  /** @param agents - the agent port. @param creators - the creator profile port. */
  constructor(private readonly agents: AgentPort, private readonly creators: CreatorProfilePort) {}

  /** The creators the agent acts for. */
  creatorList(): Promise<readonly AgentCreator[]> {
    return this.agents.listCreatorsByAgent();
  }

  /** The agent's link token, to hand to a creator. */
  token(): Promise<string> {
    return this.agents.getOwnToken();
  }

  /** A new token; the old one stops linking at once (links already made stay). */
  rotateToken(): Promise<string> {
    return this.agents.rotateToken();
  }

  /** Stops acting for creator `creatorId`. */
  unlink(creatorId: number): Promise<void> {
    return this.agents.unlink(creatorId);
  }

  /** Creator `creatorId`'s account and profile, side by side, for the editor's "atuando como". */
  async actFor(creatorId: number): Promise<ManagedCreator> {
    const [user, details] = await Promise.all([this.agents.getManagedCreatorAccount(creatorId), this.creators.getDetailsById(creatorId)]);
    return { user, details };
  }
}
