import type { CreatorAgent } from '../model/agent.model.js';
import type { AgentPort } from '../ports/agent.port.js';

/**
 * A creator links an agent by the token the agent handed them. `find` names the agent first, so
 * the screen can ask "link Agência Sol?"; `execute` makes the link. Throws `AGENT.NOT_FOUND`.
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
}
