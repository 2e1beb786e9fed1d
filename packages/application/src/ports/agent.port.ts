import type { AgentCreator, CreatorAgent } from '../model/agent.model.js';
import type { User } from '../model/user.model.js';

/**
 * Creator agents (`/account/creator_agent*`, `/account/creator/*agent*`, `/account/creator/account`).
 * Failures throw `ApplicationError` (`AGENT.NOT_FOUND`, `AGENT.ONLY`, `AGENT.NOT_LINKED`...).
 */
export interface AgentPort {
  /** The agent a link token names (the caller is a creator); throws `AGENT.NOT_FOUND`. */
  getByToken(token: string): Promise<CreatorAgent>;
  /** Links the caller's own creator account `userId` (external id) to the agent of `agentToken`. */
  linkAgent(userId: string, agentToken: string): Promise<CreatorAgent>;
  /** Unlinks: a creator their agent (no id), an agent one of their creators. */
  unlink(creatorId?: number): Promise<void>;
  /** The creators the signed-in agent acts for, with each profile's completion. */
  listCreatorsByAgent(): Promise<readonly AgentCreator[]>;
  /** The signed-in agent's link token. */
  getOwnToken(): Promise<string>;
  /** A new link token for the signed-in agent; the old one stops working. */
  rotateToken(): Promise<string>;
  /** The account behind creator `creatorId`, for its owner or its linked agent. */
  getManagedCreatorAccount(creatorId: number): Promise<User>;
}
