import type { Account } from '../accounts/account.js';
import { findUser } from '../accounts/find-user.js';
import { AccountsRepository } from '../accounts/accounts.repository.js';
import { lockWritableUser } from '../accounts/lock-writable-user.js';
import type { Queryable, Transaction } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import { AgentsRepository } from './agents.repository.js';

/**
 * Whose account a call is for: the caller (the token's uid) and, from `?creator_id=`, the
 * creator card the caller names. Without `creatorId` the call is for the caller, as before
 * agents existed.
 */
export interface ActingFor {
  readonly callerUid: string;
  readonly creatorId?: number | undefined;
}

/** The caller acting for themselves. */
export function asCaller(callerUid: string): ActingFor {
  return { callerUid };
}

/**
 * The account a write acts on, locked for the rest of the transaction like
 * {@link lockWritableUser}: the caller's own (no `creatorId`, or the caller's own card), or the
 * creator whose card `creatorId` is, when the caller is that creator's linked agent. The link is
 * read again once the creator's row is locked; unlinking locks that row too, so a write that
 * raced an unlink either ran before it or is refused.
 *
 * @throws AppError `USER.NOT_FOUND` / `USER.INACTIVE` for the caller or the creator acted for,
 * `AGENT.NOT_LINKED` for any other card (someone else's, or none: the caller acts for neither).
 */
export async function lockActingAccount(tx: Transaction, { callerUid, creatorId }: ActingFor): Promise<Account> {
  if (creatorId === undefined) return lockWritableUser(tx, callerUid);
  const caller = await findUser(tx, callerUid);
  const agents = new AgentsRepository(tx);
  const link = await agents.linkOfCreator(creatorId);
  if (link?.userId === caller.id) return lockWritableUser(tx, callerUid);
  if (!caller.active) throw new AppError('USER.INACTIVE');
  if (!link || !isAgentOf(caller, link.agentId)) throw new AppError('AGENT.NOT_LINKED');
  const creator = await new AccountsRepository(tx).lockById(link.userId);
  const current = await agents.linkOfCreator(creatorId);
  if (!creator || !current || !isAgentOf(caller, current.agentId)) throw new AppError('AGENT.NOT_LINKED');
  if (!creator.active) throw new AppError('USER.INACTIVE');
  return creator;
}

/**
 * The account id behind creator card `creatorId`, for reading: the caller's own, or a creator
 * the calling agent is linked to. Deactivated accounts are answered (their owner and agent still see them).
 *
 * @throws AppError `USER.NOT_FOUND` for the caller, `CREATOR.NOT_FOUND` for no such card,
 * `AGENT.NOT_LINKED` for a card the caller neither owns nor acts for.
 */
export async function managedCreatorUserId(db: Queryable, callerUid: string, creatorId: number): Promise<number> {
  const caller = await findUser(db, callerUid);
  const link = await new AgentsRepository(db).linkOfCreator(creatorId);
  if (!link) throw new AppError('CREATOR.NOT_FOUND');
  if (link.userId !== caller.id && !isAgentOf(caller, link.agentId)) throw new AppError('AGENT.NOT_LINKED');
  return link.userId;
}

/**
 * Bank data stays the creator's own (an agent never sees nor changes where money goes): a
 * `creator_id` on the bank routes is honoured only when it is the caller's own card.
 *
 * @throws AppError `AGENT.BANK_FORBIDDEN` for an agent naming any creator, `AGENT.NOT_LINKED`
 * for anyone else naming a card not their own, `USER.NOT_FOUND` before sign-up.
 */
export async function refuseBankForOthers(db: Queryable, { callerUid, creatorId }: ActingFor): Promise<void> {
  if (creatorId === undefined) return;
  const caller = await findUser(db, callerUid);
  const link = await new AgentsRepository(db).linkOfCreator(creatorId);
  if (link?.userId === caller.id) return;
  throw new AppError(caller.type === 'agent' ? 'AGENT.BANK_FORBIDDEN' : 'AGENT.NOT_LINKED');
}

function isAgentOf(caller: Account, agentId: number | null): boolean {
  return caller.type === 'agent' && agentId === caller.id;
}
