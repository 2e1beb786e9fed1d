import type { ChatPage } from '../model/chat.model.js';
import type { ChatPort } from '../ports/chat.port.js';
import type { LoggerPort } from '../ports/logger.port.js';
import { orFallback } from './or-fallback.js';

const NOTHING: ChatPage = { messages: [], before: null };

/** A page of 50 chat messages (the newest, or those before a message); a failure logs and answers none. */
export class LoadChatPageUseCase {
  /** @param chat - the chat port. @param logger - where failures go. */
  constructor(private readonly chat: ChatPort, private readonly logger: LoggerPort) {}

  /** The page. */
  execute(contractId: number, before?: number): Promise<ChatPage> {
    return orFallback(this.logger, 'Falha ao carregar as mensagens', () => this.chat.listPage(contractId, before), NOTHING);
  }
}
