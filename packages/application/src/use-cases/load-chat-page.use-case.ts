import type { ChatPage } from '../model/chat.model.js';
import type { ChatPort } from '../ports/chat.port.js';

/** A page of 50 chat messages (the newest, or those before a `seq`). Throws, so the screen can offer to try again. */
export class LoadChatPageUseCase {
  /** @param chat - the chat port. */
  constructor(private readonly chat: ChatPort) {}

  /** The page. */
  execute(chatId: number, before?: number): Promise<ChatPage> {
    return this.chat.listPage(chatId, before);
  }
}
