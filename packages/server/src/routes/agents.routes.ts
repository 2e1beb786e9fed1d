import { ROUTES } from '@publi/contract';
import { toUserWire } from '../accounts/to-user-wire.js';
import { readOwnAgentToken, rotateAgentToken } from '../agents/agent-token.service.js';
import { findAgentByToken, linkAgent } from '../agents/link-agent.service.js';
import { listAgentCreators } from '../agents/list-agent-creators.service.js';
import { readManagedCreatorAccount } from '../agents/read-managed-creator.service.js';
import { toAgentCreatorWire, toCreatorAgentWire } from '../agents/to-agent-wire.js';
import { unlinkAgent } from '../agents/unlink-agent.service.js';
import type { AreaRoutes } from './area-routes.js';

/**
 * Creator agents: the link token (read, rotate, look up), the link (made by the creator, ended
 * by either side), the agent's creators with their completion, and the account of a creator
 * the caller owns or acts for. Acting for a creator on the profile routes is `?creator_id=`
 * there (`src/agents/acting-for.ts`). Decisions are in the README, "Agents: decisions".
 */
export const registerAgentRoutes: AreaRoutes = (route, { db, passwordSignIn }) => {
  route(ROUTES.getCreatorAgentByToken, async ({ query, identity }) => toCreatorAgentWire(await findAgentByToken(db, identity.uid, query.token)));

  route(ROUTES.linkCreatorAgent, async ({ body, identity }) =>
    toCreatorAgentWire(await linkAgent(db, identity.uid, { userExternalId: body.user_id, token: body.creatorAgentToken })),
  );

  route(ROUTES.unlinkCreatorAgent, async ({ body, identity }) => {
    const { creatorId } = await unlinkAgent(db, identity.uid, body.creator_id);
    return { creator_id: creatorId, creator_agent_id: null };
  });

  route(ROUTES.listAgentCreators, async ({ identity }) => (await listAgentCreators(db, passwordSignIn, identity.uid)).map(toAgentCreatorWire));

  route(ROUTES.getOwnAgentToken, async ({ identity }) => ({ token: await readOwnAgentToken(db, identity.uid) }));

  route(ROUTES.rotateAgentToken, async ({ identity }) => ({ token: await rotateAgentToken(db, identity.uid) }));

  route(ROUTES.getManagedCreatorAccount, async ({ query, identity }) => toUserWire(await readManagedCreatorAccount(db, identity.uid, query.creator_id)));
};
