import { ROUTES } from '@publi/contract';
import { toUserWire } from '../accounts/to-accounts-wire.js';
import { linkRequestFromWire } from '../agents/agents-from-wire.js';
import { AgentsLinkService } from '../agents/agents-link.service.js';
import { AgentsService } from '../agents/agents.service.js';
import { toAgentCreatorWire, toCreatorAgentWire, toUnlinkedAgentWire } from '../agents/to-agents-wire.js';
import type { AreaRoutes } from './area-routes.js';

/**
 * Creator agents: the link token (read, rotate, look up), the link (made by the creator, ended
 * by either side), the agent's creators with their completion, and the account of a creator
 * the caller owns or acts for. Acting for a creator on the profile routes is `?creator_id=`
 * there (`src/agents/acting-for.ts`). Decisions are in the README, "Agents: decisions".
 */
export const registerAgentsRoutes: AreaRoutes = (route, deps) => {
  const agents = new AgentsService(deps);
  const links = new AgentsLinkService(deps);

  route(ROUTES.getCreatorAgentByToken, async ({ query, identity }) => toCreatorAgentWire(await links.findByToken(identity.uid, query.token)));

  route(ROUTES.linkCreatorAgent, async ({ body, identity }) => toCreatorAgentWire(await links.link(identity.uid, linkRequestFromWire(body))));

  route(ROUTES.unlinkCreatorAgent, async ({ body, identity }) => toUnlinkedAgentWire(await links.unlink(identity.uid, body.creator_id)));

  route(ROUTES.listAgentCreators, async ({ identity }) => (await agents.creators(identity.uid)).map(toAgentCreatorWire));

  route(ROUTES.getOwnAgentToken, async ({ identity }) => ({ token: await links.ownToken(identity.uid) }));

  route(ROUTES.rotateAgentToken, async ({ identity }) => ({ token: await links.rotateToken(identity.uid) }));

  route(ROUTES.getManagedCreatorAccount, async ({ query, identity }) => toUserWire(await agents.managedCreatorAccount(identity.uid, query.creator_id)));
};
