import type { PostChatMessageBodyWire } from '@publi/contract';
import { AppError } from '../errors/app-error.js';
import type { NewChatMessage } from './chat.service.js';

/**
 * `POST /project/contract/chat/:chat_id`'s body in the server's terms.
 *
 * @throws AppError `REQUEST.INVALID` when the body's `chat_id` is not the path's.
 */
export function chatMessageFromWire(pathChatId: number, body: PostChatMessageBodyWire): NewChatMessage {
  if (body.chat_id !== pathChatId) throw new AppError('REQUEST.INVALID', { chat_id: 'O chat_id deve ser o mesmo do endereço.' });
  const posted = { contractId: body.contract_id, message: body.message };
  return body.client_message_id === undefined ? posted : { ...posted, clientMessageId: body.client_message_id };
}
