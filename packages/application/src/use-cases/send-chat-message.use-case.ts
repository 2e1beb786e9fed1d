import { ApplicationError } from '../errors/application-error.js';
import type { ChatMessage } from '../model/chat.model.js';
import type { ChatPort } from '../ports/chat.port.js';

/** A message id made on the client, so a retried post is stored once (letters, digits and `-`). */
export function newClientMessageId(): string {
  return Array.from({ length: 5 }, () => Math.floor(Math.random() * 0x1_0000_0000).toString(36).padStart(7, '0')).join('-');
}

/** Sends a chat message; a blank one throws `CHAT.MESSAGE_REQUIRED` without a request. */
export class SendChatMessageUseCase {
  /** @param chat - the chat port. */
  constructor(private readonly chat: ChatPort) {}

  /**
   * Sends the trimmed text. Pass the same `clientMessageId` to retry a message whose answer was
   * lost: the server stores it once.
   */
  execute(input: { readonly chatId: number; readonly contractId: number; readonly text: string; readonly clientMessageId: string }): Promise<ChatMessage> {
    const text = input.text.trim();
    if (text === '') return Promise.reject(new ApplicationError('CHAT.MESSAGE_REQUIRED'));
    return this.chat.send({ ...input, text });
  }
}
