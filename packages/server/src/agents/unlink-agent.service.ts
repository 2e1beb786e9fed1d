import type { Account } from '../accounts/account.js';
import { AccountsRepository } from '../accounts/accounts.repository.js';
import { findUser } from '../accounts/find-user.js';
import { lockWritableUser } from '../accounts/lock-writable-user.js';
import type { Database, Transaction } from '../db/database.js';
import { AuditRepository } from '../audit/audit.repository.js';
import { AppError } from '../errors/app-error.js';
import { AgentsRepository } from './agents.repository.js';

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
export async function unlinkAgent(db: Database, callerUid: string, creatorId: number | undefined): Promise<{ readonly creatorId: number }> {
  return db.transaction(async (tx) => {
    const caller = await findUser(tx, callerUid);
    if (caller.type === 'creator') return unlinkAsCreator(tx, callerUid, creatorId);
    if (caller.type === 'agent') return unlinkAsAgent(tx, caller, creatorId);
    if (!caller.active) throw new AppError('USER.INACTIVE');
    throw new AppError('AUTH.FORBIDDEN');
  });
}

async function unlinkAsCreator(tx: Transaction, callerUid: string, creatorId: number | undefined): Promise<{ readonly creatorId: number }> {
  const creator = await lockWritableUser(tx, callerUid);
  const agents = new AgentsRepository(tx);
  const link = await agents.linkOfCreatorAccount(creator.id);
  if (!link) throw new Error(`unlinkAgent: creator account ${creator.id} has no card`);
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
