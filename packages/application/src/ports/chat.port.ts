import type { ChatMessage, ChatPage } from '../model/chat.model.js';

/** A contract's chat (`/project/contract/chat/*`), pages of 50, plus a live feed. */
export interface ChatPort {
  /** The newest 50 messages, or the 50 before message id `before`. */
  listPage(contractId: number, before?: number): Promise<ChatPage>;
  send(contractId: number, message: string): Promise<ChatMessage>;
  /** Calls `listener` for each new message of the contract; returns the unsubscribe function. */
  subscribe(contractId: number, listener: (message: ChatMessage) => void): () => void;
}
