import { ApplicationError } from '../errors/application-error.js';
import type { CreatorAgent } from '../model/agent.model.js';
import type { CreatorCard } from '../model/creator.model.js';
import type { AgentPort } from '../ports/agent.port.js';
import type { InMemorySession } from './in-memory-session.js';
import { settle } from './profile-inputs.js';

/** Creator agents in memory: agents by invitation token, and which creator accounts each manages. */
export class InMemoryAgentAdapter implements AgentPort {
  private readonly agents = new Map<string, CreatorAgent & { readonly userId: string }>();
  private readonly links = new Map<string, number>();
  private readonly cards = new Map<string, CreatorCard>();

  /** @param session - who is signed in. */
  constructor(private readonly session: InMemorySession) {}

  /** Adds an agent account `userId` with invitation `token`. */
  addAgent(agent: CreatorAgent, userId: string, token: string): void {
    this.agents.set(token, { ...agent, userId });
  }

  /** Says which card the creator account `userId` shows in agents' lists. */
  addCreatorCard(userId: string, card: CreatorCard): void {
    this.cards.set(userId, card);
  }

  /** The agent of an invitation token. */
  getByToken(token: string): Promise<CreatorAgent> {
    return settle(() => {
      const agent = this.agents.get(token);
      if (agent === undefined) throw new ApplicationError('AGENT.NOT_FOUND');
      return { id: agent.id, name: agent.name };
    });
  }

  /** The creators linked to the signed-in agent. */
  listCreatorsByAgent(): Promise<readonly CreatorCard[]> {
    return settle(() => {
      const userId = this.session.requireUserId();
      const agent = [...this.agents.values()].find((candidate) => candidate.userId === userId);
      if (agent === undefined) throw new ApplicationError('AUTH.FORBIDDEN');
      return [...this.links].filter(([, agentId]) => agentId === agent.id).flatMap(([creator]) => this.cards.get(creator) ?? []);
    });
  }

  /** Links the signed-in creator to the agent of `agentToken`; a creator links only themself. */
  linkAgent(userId: string, agentToken: string): Promise<void> {
    return settle(() => {
      if (this.session.requireUserId() !== userId) throw new ApplicationError('USER.EXTERNAL_ID_MISMATCH');
      const agent = this.agents.get(agentToken);
      if (agent === undefined) throw new ApplicationError('AGENT.NOT_FOUND');
      this.links.set(userId, agent.id);
    });
  }
}
