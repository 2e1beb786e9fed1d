import { findUser } from '../accounts/find-user.js';
import { lockWritableUser } from '../accounts/lock-writable-user.js';
import type { Database } from '../db/database.js';
import { AgentsRepository } from './agents.repository.js';
import { newAgentToken } from './new-agent-token.js';
import { requireAgent } from './require-agent.js';

/**
 * The calling agent's link token (`GET /account/creator_agent/token`), made on the first read:
 * every agent, including those who signed up before tokens existed, has one the moment they
 * look. A deactivated agent still reads it.
 *
 * @throws AppError `USER.NOT_FOUND`, `AGENT.ONLY`.
 */
export async function readOwnAgentToken(db: Database, callerUid: string): Promise<string> {
  const agent = await findUser(db, callerUid);
  requireAgent(agent);
  const agents = new AgentsRepository(db);
  return (await agents.tokenOf(agent.id)) ?? agents.insertTokenIfAbsent(agent.id, newAgentToken());
}

/**
 * A new link token for the calling agent (`POST /account/creator_agent/token`): the old one
 * stops finding the agent at once. Creators already linked stay linked; rotating only stops
 * new links through a token that was passed around.
 *
 * @throws AppError `USER.NOT_FOUND`, `USER.INACTIVE`, `AGENT.ONLY`.
 */
export async function rotateAgentToken(db: Database, callerUid: string): Promise<string> {
  return db.transaction(async (tx) => {
    const agent = await lockWritableUser(tx, callerUid);
    requireAgent(agent);
    const token = newAgentToken();
    await new AgentsRepository(tx).replaceToken(agent.id, token);
    return token;
  });
}
