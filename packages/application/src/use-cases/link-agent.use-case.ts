import type { CreatorAgent } from '../model/agent.model.js';
import type { AgentPort } from '../ports/agent.port.js';

/**
 * The creator's side of agents: a creator links an agent by the token the agent handed them.
 * `find` names the agent first, so the screen can ask "vincular Agência Sol?"; `execute` makes
 * the link; `unlink` drops it. Throws `AGENT.NOT_FOUND` for an unknown or rotated token.
 */
export class LinkAgentUseCase {
  /** @param agents - the agent port. */
  constructor(private readonly agents: AgentPort) {}

  /** The agent a token names, spaces around a pasted token ignored. */
  find(agentToken: string): Promise<CreatorAgent> {
    return this.agents.getByToken(agentToken.trim());
  }

  /** Links the caller's creator account `userId` (external id) to the agent of `agentToken`; answers the agent. */
  execute(userId: string, agentToken: string): Promise<CreatorAgent> {
    return this.agents.linkAgent(userId, agentToken.trim());
  }

  /** Drops the caller's agent: from then on the agent's writes for this creator are refused. */
  unlink(): Promise<void> {
    return this.agents.unlink();
  }
}
