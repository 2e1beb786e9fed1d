import { ApplicationError } from '../errors/application-error.js';
import type { ChatMessage } from '../model/chat.model.js';
import type { ChatPort } from '../ports/chat.port.js';

/** Sends a chat message; a blank one throws `CHAT.MESSAGE_REQUIRED` without a request. */
export class SendChatMessageUseCase {
  /** @param chat - the chat port. */
  constructor(private readonly chat: ChatPort) {}

  /** Sends the trimmed text. */
  execute(contractId: number, message: string): Promise<ChatMessage> {
    const text = message.trim();
    if (text === '') return Promise.reject(new ApplicationError('CHAT.MESSAGE_REQUIRED'));
    return this.chat.send(contractId, text);
  }
}
