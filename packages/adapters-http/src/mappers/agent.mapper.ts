import type { AgentCreator, CreatorAgent } from '@publi/application';
import type { agentsRoutes } from '@publi/contract';
import type { z } from 'zod';

type CreatorAgentWire = z.output<typeof agentsRoutes.getCreatorAgentByToken.response>;
type AgentCreatorWire = z.output<typeof agentsRoutes.listAgentCreators.response>[number];

/** An agent as a creator sees them, in domain names (the names happen to match; kept for one place). */
export function creatorAgentFromWire(wire: CreatorAgentWire): CreatorAgent {
  return { id: wire.id, name: wire.name, image: wire.image };
}

/** One of the agent's creators (`user_id`, the server's completion) in domain names. */
export function agentCreatorFromWire(wire: AgentCreatorWire): AgentCreator {
  return {
    id: wire.id,
    userId: wire.user_id,
    slug: wire.slug,
    name: wire.name,
    image: wire.image,
    state: wire.localization,
    city: wire.city,
    active: wire.active,
    completion: wire.completion,
  };
}
