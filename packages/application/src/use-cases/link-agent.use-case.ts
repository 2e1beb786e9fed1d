import type { CreatorAgent } from '../model/agent.model.js';
import type { AgentPort } from '../ports/agent.port.js';

/**
 * A creator accepts an agent's invitation: the token is checked first (so the screen can name
 * the agent or say the invitation is unknown), then the link is made. Throws `AGENT.NOT_FOUND`.
 */
export class LinkAgentUseCase {
  /** @param agents - the agent port. */
  constructor(private readonly agents: AgentPort) {}

  /** Links creator account `userId` to the agent of `agentToken`; answers the agent. */
  async execute(userId: string, agentToken: string): Promise<CreatorAgent> {
    const agent = await this.agents.getByToken(agentToken.trim());
    await this.agents.linkAgent(userId, agentToken.trim());
    return agent;
  }
}
