import type { AgentCreatorWire, CreatorAgentWire, UnlinkedAgentWire } from '@publi/contract';
import { ufOf } from '../accounts/to-accounts-wire.js';
import type { AgentCreatorView, AgentSummary } from './agent-views.js';

/** An agent as a creator sees them (route layer only). */
export function toCreatorAgentWire(agent: AgentSummary): CreatorAgentWire {
  return { id: agent.id, name: agent.name, image: agent.image };
}

/** One creator of the agent's list, in wire names (route layer only). */
export function toAgentCreatorWire(creator: AgentCreatorView): AgentCreatorWire {
  return {
    id: creator.id,
    user_id: creator.userId,
    slug: creator.slug,
    name: creator.name,
    image: creator.image,
    localization: ufOf(creator.state),
    city: creator.city,
    active: creator.active,
    completion: { percent: creator.completion.percent, sections: creator.completion.sections.map((section) => ({ ...section, missing: [...section.missing] })) },
  };
}

/** A creator card once its agent was unlinked (route layer only). */
export function toUnlinkedAgentWire({ creatorId }: { readonly creatorId: number }): UnlinkedAgentWire {
  return { creator_id: creatorId, creator_agent_id: null };
}
