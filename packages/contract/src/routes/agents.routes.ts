import { defineRoute } from '../route-contract.js';
import {
  agentByTokenQuerySchema,
  agentCreatorSchema,
  agentTokenSchema,
  creatorAgentSchema,
  linkAgentBodySchema,
  managedCreatorQuerySchema,
  unlinkAgentBodySchema,
  unlinkedAgentSchema,
} from '../schemas/agent.schema.js';
import { userSchema } from '../schemas/user.schema.js';
import { z } from 'zod';

const tag = 'Agents';

/**
 * Creator agents (SPEC section 7, "Agents", and what acting for a creator needs). An agent
 * hands a creator a link token; the creator links the agent to their own account; from then on
 * the agent may pass `?creator_id=` to the creator routes that allow it (never the bank ones).
 * Either side may unlink.
 */
export const agentsRoutes = {
  getCreatorAgentByToken: defineRoute({
    method: 'GET',
    path: '/account/creator_agent',
    auth: 'required',
    summary: 'Um criador conectado encontra o agente pelo código (token) que o agente lhe passou.',
    tag,
    query: agentByTokenQuerySchema,
    response: creatorAgentSchema,
    errors: ['AGENT.NOT_FOUND', 'CREATOR.ONLY', 'USER.NOT_FOUND'],
  }),
  linkCreatorAgent: defineRoute({
    method: 'POST',
    path: '/account/creator/creator_agent_id',
    auth: 'required',
    summary: 'O criador conectado vincula o agente do código à própria conta (user_id deve ser o do token).',
    tag,
    body: linkAgentBodySchema,
    response: creatorAgentSchema,
    errors: ['AGENT.NOT_FOUND', 'AUTH.FORBIDDEN', 'CREATOR.ONLY', 'USER.NOT_FOUND', 'USER.INACTIVE'],
  }),
  unlinkCreatorAgent: defineRoute({
    method: 'POST',
    path: '/account/creator/creator_agent_id/remove',
    auth: 'required',
    summary: 'Desfaz o vínculo: o criador com o seu agente, ou o agente com um dos seus criadores (creator_id).',
    tag,
    body: unlinkAgentBodySchema,
    response: unlinkedAgentSchema,
    errors: ['AGENT.NOT_LINKED', 'AUTH.FORBIDDEN', 'CREATOR.NOT_FOUND', 'USER.NOT_FOUND', 'USER.INACTIVE'],
  }),
  listAgentCreators: defineRoute({
    method: 'GET',
    path: '/account/creator/by_creator_agent_id',
    auth: 'required',
    summary: 'Os criadores por quem o agente conectado atua, com a completude de cada perfil.',
    tag,
    response: z.array(agentCreatorSchema),
    errors: ['AGENT.ONLY', 'USER.NOT_FOUND'],
  }),
  getOwnAgentToken: defineRoute({
    method: 'GET',
    path: '/account/creator_agent/token',
    auth: 'required',
    summary: 'O código (token) de vínculo do agente conectado.',
    tag,
    response: agentTokenSchema,
    errors: ['AGENT.ONLY', 'USER.NOT_FOUND'],
  }),
  rotateAgentToken: defineRoute({
    method: 'POST',
    path: '/account/creator_agent/token',
    auth: 'required',
    summary: 'Troca o código de vínculo do agente conectado; o anterior deixa de valer na hora.',
    tag,
    response: agentTokenSchema,
    errors: ['AGENT.ONLY', 'USER.NOT_FOUND', 'USER.INACTIVE'],
  }),
  getManagedCreatorAccount: defineRoute({
    method: 'GET',
    path: '/account/creator/account',
    auth: 'required',
    summary: 'A conta de um criador, para o próprio criador ou o agente vinculado (o editor de perfil a lê).',
    tag,
    query: managedCreatorQuerySchema,
    response: userSchema,
    errors: ['AGENT.NOT_LINKED', 'CREATOR.NOT_FOUND', 'USER.NOT_FOUND'],
  }),
};
