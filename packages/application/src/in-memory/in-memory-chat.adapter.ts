import { CHAT_PAGE_SIZE } from '@publi/domain';
import { ApplicationError } from '../errors/application-error.js';
import type { ChatMessage, ChatPage } from '../model/chat.model.js';
import type { ChatPort } from '../ports/chat.port.js';
import type { ClockPort } from '../ports/clock.port.js';
import type { InMemorySession } from './in-memory-session.js';
import { settle } from './profile-inputs.js';

/** Contract chats in memory, paged by the product's page size, with a live feed per contract. */
export class InMemoryChatAdapter implements ChatPort {
  private readonly messages: ChatMessage[] = [];
  private readonly listeners = new Map<number, Set<(message: ChatMessage) => void>>();

  /** @param session - the sender. @param clock - stamps `sentAt`. */
  constructor(private readonly session: InMemorySession, private readonly clock: ClockPort) {}

  /** The newest page, or the page before message `before`. */
  listPage(contractId: number, before?: number): Promise<ChatPage> {
    return settle(() => {
      this.session.requireUserId();
      const older = this.messages.filter((m) => m.contractId === contractId && (before === undefined || m.id < before));
      const page = older.slice(-CHAT_PAGE_SIZE);
      const first = page[0];
      return { messages: page, before: first !== undefined && older.length > page.length ? first.id : null };
    });
  }

  /** Sends a message and tells the contract's subscribers. */
  send(contractId: number, message: string): Promise<ChatMessage> {
    return settle(() => {
      const senderId = this.session.requireUserId();
      if (message.trim() === '') throw new ApplicationError('CHAT.MESSAGE_REQUIRED');
      const sent: ChatMessage = {
        id: this.messages.length + 1, chatId: contractId, contractId, senderId, message: message.trim(), sentAt: this.clock.nowSeconds(),
      };
      this.messages.push(sent);
      this.listeners.get(contractId)?.forEach((listener) => { listener(sent); });
      return sent;
    });
  }

  /** Calls `listener` for each new message of the contract. */
  subscribe(contractId: number, listener: (message: ChatMessage) => void): () => void {
    const set = this.listeners.get(contractId) ?? new Set();
    set.add(listener);
    this.listeners.set(contractId, set);
    return () => set.delete(listener);
  }
}
