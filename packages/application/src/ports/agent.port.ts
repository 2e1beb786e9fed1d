import type { CreatorAgent } from '../model/agent.model.js';
import type { CreatorCard } from '../model/creator.model.js';

/** Creator agents (`/account/creator_agent`, `/account/creator/*agent*`). */
export interface AgentPort {
  /** The agent an invitation token names; throws `AGENT.NOT_FOUND`. */
  getByToken(token: string): Promise<CreatorAgent>;
  listCreatorsByAgent(): Promise<readonly CreatorCard[]>;
  /** Links the creator account `userId` to the agent of `agentToken`. */
  linkAgent(userId: string, agentToken: string): Promise<void>;
}
