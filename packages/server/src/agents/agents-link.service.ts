import type { Account } from '../accounts/account.js';
import { AccountsRepository } from '../accounts/accounts.repository.js';
import { findUser } from '../accounts/find-user.js';
import { lockWritableUser } from '../accounts/lock-writable-user.js';
import { AuditRepository } from '../audit/audit.repository.js';
import { requireCreator } from '../creators/require-creator.js';
import type { Database, Transaction } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import type { AgentSummary } from './agent-views.js';
import { AgentsRepository } from './agents.repository.js';
import { newAgentToken } from './new-agent-token.js';
import { requireAgent } from './require-agent.js';

/** What `POST /account/creator/creator_agent_id` asks: link the account `userExternalId` to the agent of `token`. */
export interface LinkRequest {
  readonly userExternalId: string;
  readonly token: string;
}

/**
 * The link between a creator and their agent: the agent's link token (read, rotated, looked
 * up), the link the creator makes with it, and its end by either side. Every change to a link
 * is recorded in the security history in its own transaction (`AuditRepository.record`).
 */
export class AgentsLinkService {
  constructor(private readonly deps: { readonly db: Database }) {}

  /**
   * The calling agent's link token (`GET /account/creator_agent/token`), made on the first read:
   * every agent, including those who signed up before tokens existed, has one the moment they
   * look. A deactivated agent still reads it.
   *
   * @throws AppError `USER.NOT_FOUND`, `AGENT.ONLY`.
   */
  async ownToken(callerUid: string): Promise<string> {
    const agent = await findUser(this.deps.db, callerUid);
    requireAgent(agent);
    const agents = new AgentsRepository(this.deps.db);
    return (await agents.tokenOf(agent.id)) ?? agents.insertTokenIfAbsent(agent.id, newAgentToken());
  }

  /**
   * A new link token for the calling agent (`POST /account/creator_agent/token`): the old one
   * stops finding the agent at once. Creators already linked stay linked; rotating only stops
   * new links through a token that was passed around.
   *
   * @throws AppError `USER.NOT_FOUND`, `USER.INACTIVE`, `AGENT.ONLY`.
   */
  async rotateToken(callerUid: string): Promise<string> {
    return this.deps.db.transaction(async (tx) => {
      const agent = await lockWritableUser(tx, callerUid);
      requireAgent(agent);
      const token = newAgentToken();
      await new AgentsRepository(tx).replaceToken(agent.id, token);
      return token;
    });
  }

  /**
   * The agent a link token names, for a signed-in creator about to link them
   * (`GET /account/creator_agent?token=`). A deactivated agent, or an old token, names nobody.
   *
   * @throws AppError `USER.NOT_FOUND`, `CREATOR.ONLY`, `AGENT.NOT_FOUND`.
   */
  async findByToken(callerUid: string, token: string): Promise<AgentSummary> {
    const caller = await findUser(this.deps.db, callerUid);
    requireCreator(caller);
    const agent = await new AgentsRepository(this.deps.db).activeAgentByToken(token);
    if (!agent) throw new AppError('AGENT.NOT_FOUND');
    return agent;
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
  async link(callerUid: string, request: LinkRequest): Promise<AgentSummary> {
    if (request.userExternalId !== callerUid) throw new AppError('AUTH.FORBIDDEN');
    return this.deps.db.transaction(async (tx) => {
      const creator = await lockWritableUser(tx, callerUid);
      requireCreator(creator);
      const agents = new AgentsRepository(tx);
      const agent = await agents.activeAgentByToken(request.token);
      if (!agent) throw new AppError('AGENT.NOT_FOUND');
      const link = await agents.linkOfCreatorAccount(creator.id);
      if (!link) throw new Error(`AgentsLinkService.link: creator account ${String(creator.id)} has no card`);
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

  /**
   * Ends a link (`POST /account/creator/creator_agent_id/remove`); either side may. A creator
   * unlinks their agent (`creatorId` left out, or their own card): harmless when no agent is
   * linked, so a retry succeeds. An agent unlinks one of their creators, named by `creatorId`.
   * The creator's row is locked first, as every write acting for that creator does, so the
   * agent's next write after this one commits is refused.
   *
   * @returns the creator card that now has no agent.
   * @throws AppError `USER.NOT_FOUND`, `USER.INACTIVE`; `AUTH.FORBIDDEN` for a brand, or a creator
   * naming another card; for an agent, `REQUEST.INVALID` without `creatorId`, `CREATOR.NOT_FOUND`,
   * `AGENT.NOT_LINKED` for a creator they do not act for.
   */
  async unlink(callerUid: string, creatorId: number | undefined): Promise<{ readonly creatorId: number }> {
    return this.deps.db.transaction(async (tx) => {
      const caller = await findUser(tx, callerUid);
      if (caller.type === 'creator') return unlinkAsCreator(tx, callerUid, creatorId);
      if (caller.type === 'agent') return unlinkAsAgent(tx, caller, creatorId);
      if (!caller.active) throw new AppError('USER.INACTIVE');
      throw new AppError('AUTH.FORBIDDEN');
    });
  }
}

async function unlinkAsCreator(tx: Transaction, callerUid: string, creatorId: number | undefined): Promise<{ readonly creatorId: number }> {
  const creator = await lockWritableUser(tx, callerUid);
  const agents = new AgentsRepository(tx);
  const link = await agents.linkOfCreatorAccount(creator.id);
  if (!link) throw new Error(`AgentsLinkService.unlink: creator account ${String(creator.id)} has no card`);
  if (creatorId !== undefined && creatorId !== link.creatorId) throw new AppError('AUTH.FORBIDDEN');
  await agents.setAgentOfCreator(link.creatorId, null);
  // A retry with no agent linked changes nothing and records nothing.
  if (link.agentId !== null) await new AuditRepository(tx).record({ kind: 'agent_unlinked', accountId: creator.id, actorId: creator.id, agentId: link.agentId });
  return { creatorId: link.creatorId };
}

async function unlinkAsAgent(tx: Transaction, agent: Account, creatorId: number | undefined): Promise<{ readonly creatorId: number }> {
  if (!agent.active) throw new AppError('USER.INACTIVE');
  if (creatorId === undefined) throw new AppError('REQUEST.INVALID', { creator_id: 'Informe o criador de quem você quer se desvincular.' });
  const agents = new AgentsRepository(tx);
  const link = await agents.linkOfCreator(creatorId);
  if (!link) throw new AppError('CREATOR.NOT_FOUND');
  await new AccountsRepository(tx).lockById(link.userId);
  const current = await agents.linkOfCreator(creatorId);
  if (current?.agentId !== agent.id) throw new AppError('AGENT.NOT_LINKED');
  await agents.setAgentOfCreator(creatorId, null);
  await new AuditRepository(tx).record({ kind: 'agent_unlinked', accountId: current.userId, actorId: agent.id, agentId: agent.id });
  return { creatorId };
}
