import { z } from 'zod';
import { defineRoute } from '../route-contract.js';
import { contractSchema } from '../schemas/contract.schema.js';
import { contractIdParamsSchema } from '../schemas/contract-requests.schema.js';
import { changesBodySchema, deliveriesSchema, deliveryBodySchema, deliveryFileParamsSchema, deliveryFileSchema } from '../schemas/delivery.schema.js';
import { strictRequest } from '../schemas/strict-request.schema.js';
import { UPLOAD_LIMITS } from '../schemas/upload-limits.js';

const tag = 'Deliveries';

// Delivered work is private: to anyone but the contract's parties it does not exist.
const party = ['USER.NOT_FOUND', 'CONTRACT.NOT_FOUND'] as const;
const moves = [...party, 'USER.INACTIVE', 'CONTRACT.NOT_YOUR_MOVE', 'CONTRACT.STATE_CHANGED', 'CONTRACT.EXPIRED'] as const;

/** Deliveries on a contract: files and links from the creator, approval or changes from the brand. */
export const deliveriesRoutes = {
  uploadDeliveryFile: defineRoute({
    method: 'POST',
    path: '/project/contract/:id/files',
    auth: 'required',
    summary: 'O criador (ou o agente) envia um arquivo da entrega (imagem, PDF ou MP4 até 100 MB, multipart: file). Fica privado ao contrato.',
    tag,
    params: contractIdParamsSchema,
    body: strictRequest({ file: z.file({ error: 'Escolha um arquivo para enviar.' }).max(UPLOAD_LIMITS.delivery.maxBytes).mime([...UPLOAD_LIMITS.delivery.contentTypes]) }),
    contentType: 'multipart',
    response: deliveryFileSchema,
    successStatus: 201,
    errors: [...moves, 'UPLOAD.FILE_REQUIRED', 'UPLOAD.TYPE_NOT_ALLOWED', 'UPLOAD.TOO_LARGE', 'UPLOAD.QUOTA_EXCEEDED'],
  }),
  deliver: defineRoute({
    method: 'POST',
    path: '/creator/contracts/delivery',
    auth: 'required',
    summary: 'O criador (ou o agente) entrega no contrato em andamento do par (projeto, criador): links e arquivos já enviados, com uma mensagem.',
    tag,
    body: deliveryBodySchema,
    response: contractSchema,
    errors: [...moves, 'DELIVERY.FILE_NOT_FOUND'],
  }),
  listDeliveries: defineRoute({
    method: 'GET',
    path: '/project/contract/:id/deliveries',
    auth: 'required',
    summary: 'A linha do tempo das entregas de um contrato: cada rodada, a resposta da marca e quando a entrega em espera é aprovada sozinha.',
    tag,
    params: contractIdParamsSchema,
    response: deliveriesSchema,
    errors: [...party],
  }),
  downloadDeliveryFile: defineRoute({
    method: 'GET',
    path: '/project/contract/:id/files/:file_id',
    auth: 'required',
    summary: 'Baixa um arquivo entregue: só para a marca, o criador e o agente vinculado.',
    tag,
    params: deliveryFileParamsSchema,
    response: z.never(),
    download: { mediaTypes: [...UPLOAD_LIMITS.delivery.contentTypes] },
    errors: [...party, 'DELIVERY.FILE_NOT_FOUND'],
  }),
  approveDelivery: defineRoute({
    method: 'POST',
    path: '/project/contract/:id/approval',
    auth: 'required',
    summary: 'A marca aprova a entrega: o valor fica disponível para o criador sacar.',
    tag,
    params: contractIdParamsSchema,
    body: strictRequest({}),
    response: contractSchema,
    errors: [...moves],
  }),
  requestChanges: defineRoute({
    method: 'POST',
    path: '/project/contract/:id/changes',
    auth: 'required',
    summary: 'A marca pede ajustes na entrega, com um comentário (no máximo 2 rodadas).',
    tag,
    params: contractIdParamsSchema,
    body: changesBodySchema,
    response: contractSchema,
    errors: [...moves, 'CONTRACT.CHANGE_ROUNDS_USED'],
  }),
};
