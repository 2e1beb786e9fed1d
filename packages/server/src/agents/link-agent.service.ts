import { findUser } from '../accounts/find-user.js';
import { lockWritableUser } from '../accounts/lock-writable-user.js';
import { requireCreator } from '../creators/require-creator.js';
import type { Database } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import { AuditRepository } from '../audit/audit.repository.js';
import type { AgentSummary } from './agent-views.js';
import { AgentsRepository } from './agents.repository.js';

/**
 * The agent a link token names, for a signed-in creator about to link them
 * (`GET /account/creator_agent?token=`). A deactivated agent, or an old token, names nobody.
 *
 * @throws AppError `USER.NOT_FOUND`, `CREATOR.ONLY`, `AGENT.NOT_FOUND`.
 */
export async function findAgentByToken(db: Database, callerUid: string, token: string): Promise<AgentSummary> {
  const caller = await findUser(db, callerUid);
  requireCreator(caller);
  const agent = await new AgentsRepository(db).activeAgentByToken(token);
  if (!agent) throw new AppError('AGENT.NOT_FOUND');
  return agent;
}

/** What `POST /account/creator/creator_agent_id` asks: link the account `userExternalId` to the agent of `token`. */
export interface LinkRequest {
  readonly userExternalId: string;
  readonly token: string;
}

/**
 * Links the calling creator to the agent of the token (`POST /account/creator/creator_agent_id`),
 * replacing any agent linked before: a creator has one agent. Only one's own account can be
 * linked: another `user_id` is refused before anything is read.
 *
 * @returns the agent now linked.
 * @throws AppError `AUTH.FORBIDDEN` for another person's account, `USER.NOT_FOUND`,
 * `USER.INACTIVE`, `CREATOR.ONLY`, `AGENT.NOT_FOUND`.
 */
export async function linkAgent(db: Database, callerUid: string, request: LinkRequest): Promise<AgentSummary> {
  if (request.userExternalId !== callerUid) throw new AppError('AUTH.FORBIDDEN');
  return db.transaction(async (tx) => {
    const creator = await lockWritableUser(tx, callerUid);
    requireCreator(creator);
    const agents = new AgentsRepository(tx);
    const agent = await agents.activeAgentByToken(request.token);
    if (!agent) throw new AppError('AGENT.NOT_FOUND');
    const link = await agents.linkOfCreatorAccount(creator.id);
    if (!link) throw new Error(`linkAgent: creator account ${creator.id} has no card`);
    await agents.setAgentOfCreator(link.creatorId, agent.id);
    // The history, in the same transaction; linking the agent already linked changes nothing.
    if (link.agentId !== agent.id) {
      const audit = new AuditRepository(tx);
      if (link.agentId !== null) await audit.record({ kind: 'agent_unlinked', accountId: creator.id, actorId: creator.id, agentId: link.agentId });
      await audit.record({ kind: 'agent_linked', accountId: creator.id, actorId: creator.id, agentId: agent.id });
    }
    return agent;
  });
}
