import { z } from 'zod';
import { idField } from './number-fields.schema.js';
import { fromQuery } from './query-value.schema.js';
import { strictRequest } from './strict-request.schema.js';
import { requiredText } from './text-field.schema.js';
import { externalIdField } from './user-fields.schema.js';
import { wireId } from './wire-values.schema.js';

/** An agent as a creator sees them before and after linking: who they are, never their token. */
export const creatorAgentSchema = z.object({ id: wireId, name: z.string(), image: z.string().nullable() });

/** @see creatorAgentSchema */
export type CreatorAgentWire = z.infer<typeof creatorAgentSchema>;

/**
 * An agent's link token, which the agent hands to a creator: random, at least 128 bits,
 * written in base64url. A rotated token stops linking at once.
 */
export const agentTokenSchema = z.object({ token: z.string() });

/** @see agentTokenSchema */
export type AgentTokenWire = z.infer<typeof agentTokenSchema>;

const TOKEN_MESSAGE = 'Informe o código do agente, como ele aparece na tela do agente.';

/** The link token as a creator types or pastes it. */
export function agentTokenField() {
  return requiredText({ label: 'o código do agente', max: 64 }).regex(/^[A-Za-z0-9_-]{16,64}$/, { error: TOKEN_MESSAGE });
}

/** `GET /account/creator_agent?token=`: a signed-in creator looks an agent up by token. */
export const agentByTokenQuerySchema = strictRequest({ token: agentTokenField() });

/** @see agentByTokenQuerySchema */
export type AgentByTokenQueryWire = z.infer<typeof agentByTokenQuerySchema>;

/**
 * `POST /account/creator/creator_agent_id` (SPEC's spelling, camelCase token included): the
 * caller links an agent to their own creator account; a `user_id` (external id) other than the
 * caller's is refused.
 */
export const linkAgentBodySchema = strictRequest({ user_id: externalIdField('o user_id'), creatorAgentToken: agentTokenField() });

/** @see linkAgentBodySchema */
export type LinkAgentBodyWire = z.infer<typeof linkAgentBodySchema>;

/**
 * `POST /account/creator/creator_agent_id/remove`: a creator unlinks their agent (no
 * `creator_id`, or their own), an agent unlinks one of their creators (`creator_id` required).
 */
export const unlinkAgentBodySchema = strictRequest({ creator_id: idField('o id do criador').optional() });

/** @see unlinkAgentBodySchema */
export type UnlinkAgentBodyWire = z.infer<typeof unlinkAgentBodySchema>;

/** The answer of an unlink: the creator, now without an agent. */
export const unlinkedAgentSchema = z.object({ creator_id: wireId, creator_agent_id: z.null() });

/** @see unlinkedAgentSchema */
export type UnlinkedAgentWire = z.infer<typeof unlinkedAgentSchema>;

/** One section of the profile completion (the domain's rule), as the server computed it. */
export const completionSectionSchema = z.object({
  key: z.enum(['profile', 'socialNetworks', 'prices', 'bank', 'categories']),
  label: z.string(),
  percent: z.number().int().min(0).max(100),
  missing: z.array(z.string()),
});

/** A profile's completion: overall and per section. */
export const profileCompletionSchema = z.object({ percent: z.number().int().min(0).max(100), sections: z.array(completionSectionSchema) });

/** @see profileCompletionSchema */
export type ProfileCompletionWire = z.infer<typeof profileCompletionSchema>;

/**
 * One creator an agent acts for (`GET /account/creator/by_creator_agent_id`): the card's
 * identity and the profile's completion, computed on the server because the agent may not read
 * the bank data it counts.
 */
export const agentCreatorSchema = z.object({
  id: wireId,
  user_id: wireId,
  slug: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  localization: z.string().nullable(),
  city: z.string().nullable(),
  active: z.boolean(),
  completion: profileCompletionSchema,
});

/** @see agentCreatorSchema */
export type AgentCreatorWire = z.infer<typeof agentCreatorSchema>;

/**
 * `?creator_id=` on the routes a creator's agent may call for them: honoured for the caller's
 * own creator account or a creator linked to the calling agent (`AGENT.NOT_LINKED` otherwise);
 * left out, the route acts on the caller.
 */
export const actingForQuerySchema = strictRequest({ creator_id: fromQuery(idField('o id do criador')).optional() });

/** @see actingForQuerySchema */
export type ActingForQueryWire = z.infer<typeof actingForQuerySchema>;

/** `GET /account/creator/account?creator_id=`: the account behind a creator the caller owns or acts for. */
export const managedCreatorQuerySchema = strictRequest({ creator_id: fromQuery(idField('o id do criador')) });

/** @see managedCreatorQuerySchema */
export type ManagedCreatorQueryWire = z.infer<typeof managedCreatorQuerySchema>;
