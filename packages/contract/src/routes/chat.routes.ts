import { defineRoute } from '../route-contract.js';
import {
  chatIdParamsSchema,
  chatListParamsSchema,
  chatMessageSchema,
  chatPageQuerySchema,
  chatPageSchema,
  chatReadSchema,
  chatStreamQuerySchema,
  markChatReadBodySchema,
  postChatMessageBodySchema,
} from '../schemas/chat.schema.js';

const tag = 'Chat';

// Only the contract's brand, its creator and the creator's linked agent reach a chat; to
// anyone else it does not exist.
const party = ['CHAT.NOT_FOUND', 'USER.NOT_FOUND'] as const;

/** The conversation on each contract: pages of 50, posting with a client id, the live stream, reading. */
export const chatRoutes = {
  listChatMessages: defineRoute({
    method: 'GET',
    path: '/project/contract/chat/:id/list',
    auth: 'required',
    summary: 'Uma página de até 50 mensagens, da mais antiga para a mais nova; before pagina para trás.',
    tag,
    params: chatListParamsSchema,
    query: chatPageQuerySchema,
    response: chatPageSchema,
    errors: [...party],
  }),
  postChatMessage: defineRoute({
    method: 'POST',
    path: '/project/contract/chat/:chat_id',
    auth: 'required',
    summary: 'Envia uma mensagem (texto). Repetir o mesmo client_message_id devolve a mensagem já guardada (200).',
    tag,
    params: chatIdParamsSchema,
    body: postChatMessageBodySchema,
    response: chatMessageSchema,
    successStatus: 201,
    alternateSuccessStatus: 200,
    errors: [...party, 'USER.INACTIVE', 'CHAT.CONTRACT_MISMATCH'],
    rateLimit: 'chat',
  }),
  streamChatMessages: defineRoute({
    method: 'GET',
    path: '/project/contract/chat/:chat_id/stream',
    auth: 'required',
    summary: 'As mensagens novas ao vivo (server-sent events), a partir da seguinte a after; id de cada evento é o seq.',
    tag,
    params: chatIdParamsSchema,
    query: chatStreamQuerySchema,
    response: chatMessageSchema,
    eventStream: true,
    errors: [...party],
  }),
  markChatRead: defineRoute({
    method: 'POST',
    path: '/project/contract/chat/:chat_id/read',
    auth: 'required',
    summary: 'Marca a conversa como lida até seq.',
    tag,
    params: chatIdParamsSchema,
    body: markChatReadBodySchema,
    response: chatReadSchema,
    errors: [...party],
  }),
};
