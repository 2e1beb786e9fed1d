import { z } from 'zod';
import { defineRoute } from '../route-contract.js';
import { contractSchema, createdProposalsSchema, proposalListSchema } from '../schemas/contract.schema.js';
import {
  acceptanceBodySchema,
  contractIdParamsSchema,
  contractsFilterQuerySchema,
  counterBodySchema,
  createProposalsBodySchema,
  creatorContractsQuerySchema,
  listProposalsBodySchema,
  reasonBodySchema,
} from '../schemas/contract-requests.schema.js';

const tag = 'Contracts';

// A contract is read only by its parties: the project's brand, the creator and the creator's
// linked agent. To anyone else it does not exist (CONTRACT.NOT_FOUND, as an unknown id).
const party = ['CONTRACT.NOT_FOUND', 'USER.NOT_FOUND'] as const;
// A move refused by the contract's life; the message says what the contract is now.
const moves = [...party, 'USER.INACTIVE', 'CONTRACT.NOT_YOUR_MOVE', 'CONTRACT.STATE_CHANGED', 'CONTRACT.EXPIRED'] as const;

/** Proposals and contracts: a brand proposes, the creator (or their agent) answers, either side reads. */
export const contractsRoutes = {
  createProposals: defineRoute({
    method: 'POST',
    path: '/proposals/create',
    auth: 'required',
    summary: 'A marca envia propostas aos criadores de um projeto: cada uma vira um contrato pendente, com a sua conversa.',
    tag,
    body: createProposalsBodySchema,
    response: createdProposalsSchema,
    successStatus: 201,
    errors: ['BRAND.ONLY', 'PROJECT.NOT_FOUND', 'USER.NOT_FOUND', 'USER.INACTIVE', 'PROPOSAL.PROJECT_NOT_OPEN', 'PROPOSAL.CREATOR_NOT_IN_PROJECT', 'PROPOSAL.ALREADY_LIVE', 'PROPOSAL.DEADLINE_PAST'],
  }),
  listProposals: defineRoute({
    method: 'POST',
    path: '/proposals',
    auth: 'required',
    summary: 'Lista as propostas e contratos de quem chama (marca, criador ou agente), por status, projeto e texto.',
    tag,
    body: listProposalsBodySchema,
    response: proposalListSchema,
    errors: ['USER.NOT_FOUND'],
  }),
  listCreatorContracts: defineRoute({
    method: 'GET',
    path: '/project/contract/list',
    auth: 'required',
    summary: 'Os trabalhos de um criador (propostas e contratos), para ele e para o agente vinculado.',
    tag,
    query: creatorContractsQuerySchema,
    response: z.array(contractSchema),
    errors: ['USER.NOT_FOUND', 'CREATOR.NOT_FOUND', 'AGENT.NOT_LINKED'],
  }),
  filterContracts: defineRoute({
    method: 'GET',
    path: '/creator/contracts',
    auth: 'required',
    summary: 'Os contratos de quem chama, de um projeto e/ou de um criador.',
    tag,
    query: contractsFilterQuerySchema,
    response: z.array(contractSchema),
    errors: ['USER.NOT_FOUND'],
  }),
  getContract: defineRoute({
    method: 'GET',
    path: '/project/contract/:id',
    auth: 'required',
    summary: 'Um contrato: termos, contraproposta, partes, prazo de resposta e o que quem chama pode fazer.',
    tag,
    params: contractIdParamsSchema,
    response: contractSchema,
    errors: [...party],
  }),
  acceptContract: defineRoute({
    method: 'POST',
    path: '/project/contract/:id/acceptance',
    auth: 'required',
    summary: 'Aceita: o criador (ou o agente) aceita a proposta; a marca aceita a contraproposta. O projeto passa a Em andamento.',
    tag,
    params: contractIdParamsSchema,
    body: acceptanceBodySchema,
    response: contractSchema,
    errors: [...moves],
  }),
  rejectContract: defineRoute({
    method: 'POST',
    path: '/project/contract/:id/rejection',
    auth: 'required',
    summary: 'Recusa, com motivo opcional: o criador recusa a proposta; a marca recusa a contraproposta (volta aos termos originais).',
    tag,
    params: contractIdParamsSchema,
    body: reasonBodySchema,
    response: contractSchema,
    errors: [...moves],
  }),
  counterContract: defineRoute({
    method: 'POST',
    path: '/project/contract/:id/counter',
    auth: 'required',
    summary: 'O criador (ou o agente) faz uma contraproposta: outro valor ou outro prazo.',
    tag,
    params: contractIdParamsSchema,
    body: counterBodySchema,
    response: contractSchema,
    errors: [...moves, 'CONTRACT.COUNTER_INVALID'],
  }),
  cancelContract: defineRoute({
    method: 'POST',
    path: '/project/contract/:id/cancellation',
    auth: 'required',
    summary: 'A marca cancela uma proposta ou um contrato aceito ainda não pago, com motivo opcional.',
    tag,
    params: contractIdParamsSchema,
    body: reasonBodySchema,
    response: contractSchema,
    errors: [...moves],
  }),
};
