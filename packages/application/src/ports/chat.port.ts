import type { ChatFeedEnd, ChatFeedState, ChatMessage, ChatPage } from '../model/chat.model.js';

/** What a live feed tells its listener. */
export interface ChatFeedListener {
  /** Each new message once, in `seq` order. */
  readonly onMessage: (message: ChatMessage) => void;
  /** The connection's state, as it changes. */
  readonly onState?: (state: ChatFeedState) => void;
  /** The feed ended for good (it does not reconnect), and why: the screen tells the person. */
  readonly onEnd?: (reason: ChatFeedEnd) => void;
}

/** A contract's chat (`/project/contract/chat/*`): pages of 50, posting, the read mark and a live feed. */
export interface ChatPort {
  /** The newest 50 messages, or the 50 before `seq` `before`. */
  listPage(chatId: number, before?: number): Promise<ChatPage>;
  /** Posts a message; the same `clientMessageId` again answers the stored message. */
  send(message: { readonly chatId: number; readonly contractId: number; readonly text: string; readonly clientMessageId: string }): Promise<ChatMessage>;
  /** Marks the chat read up to `seq`; answers what is left unread. */
  markRead(chatId: number, seq: number): Promise<number>;
  /**
   * Follows the chat live from after `afterSeq`, reconnecting and resuming from the last message
   * seen when the connection drops, until the person may no longer read it or their session
   * ended (`onEnd`); answers the function that stops.
   */
  follow(chatId: number, afterSeq: number, listener: ChatFeedListener): () => void;
}
