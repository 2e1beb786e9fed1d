import type { LinkAgentBodyWire } from '@publi/contract';
import type { LinkRequest } from './agents-link.service.js';

/** `POST /account/creator/creator_agent_id`'s body to the link it asks for (route layer only). */
export function linkRequestFromWire(body: LinkAgentBodyWire): LinkRequest {
  return { userExternalId: body.user_id, token: body.creatorAgentToken };
}
