import type { ChatFeedListener, ChatPort } from '../ports/chat.port.js';

/** A conversation kept live: new messages as they come, and the read mark moved as they are seen. */
export class FollowChatUseCase {
  /** @param chat - the chat port. */
  constructor(private readonly chat: ChatPort) {}

  /** Follows chat `chatId` from after `afterSeq`; answers the function that stops. */
  follow(chatId: number, afterSeq: number, listener: ChatFeedListener): () => void {
    return this.chat.follow(chatId, afterSeq, listener);
  }

  /** Marks the chat read up to `seq`; answers what is left unread. */
  markRead(chatId: number, seq: number): Promise<number> {
    return this.chat.markRead(chatId, seq);
  }
}
