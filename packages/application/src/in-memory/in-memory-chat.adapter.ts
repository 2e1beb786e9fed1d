import { CHAT_PAGE_SIZE } from '@publi/domain';
import { ApplicationError, isApplicationError } from '../errors/application-error.js';
import type { User } from '../model/user.model.js';
import type { ChatFeedEnd, ChatMessage, ChatPage } from '../model/chat.model.js';
import type { ChatFeedListener, ChatPort } from '../ports/chat.port.js';
import type { ClockPort } from '../ports/clock.port.js';
import type { InMemoryContractAdapter } from './in-memory-contract.adapter.js';
import type { InMemorySession } from './in-memory-session.js';
import { settle } from './profile-inputs.js';

/** Contract chats in memory (chat id = contract id), paged by 50, retries stored once, with a live feed. */
export class InMemoryChatAdapter implements ChatPort {
  private readonly messages: ChatMessage[] = [];
  private readonly reads = new Map<string, number>();
  private readonly listeners = new Map<number, Set<{ readonly deliver: (message: ChatMessage) => void; readonly end: (reason: ChatFeedEnd) => void }>>();

  private readonly senders = new Map<number, string>();

  /**
   * @param session - the sender. @param clock - stamps `sentAt`. @param contracts - who is on each chat.
   * @param accounts - the senders' accounts, which name them as the server does (their external id and 0 without).
   */
  constructor(
    private readonly session: InMemorySession,
    private readonly clock: ClockPort,
    private readonly contracts: InMemoryContractAdapter,
    private readonly accounts?: { peek(externalId: string): User | undefined },
  ) {}

  /** The newest page, or the page before `seq` `before`. */
  listPage(chatId: number, before?: number): Promise<ChatPage> {
    return settle(() => {
      this.partyOf(chatId);
      const all = this.messages.filter((message) => message.chatId === chatId);
      const older = all.filter((message) => before === undefined || message.seq < before);
      const page = older.slice(-CHAT_PAGE_SIZE);
      const first = page[0];
      return {
        messages: page,
        before: first !== undefined && first.seq > 1 ? first.seq : null,
        lastSeq: all.at(-1)?.seq ?? 0,
        readSeq: this.reads.get(`${String(chatId)}:${this.session.requireUserId()}`) ?? 0,
      };
    });
  }

  /** Posts a message; a retry with the same client id answers the stored one. */
  send(input: { readonly chatId: number; readonly contractId: number; readonly text: string; readonly clientMessageId: string }): Promise<ChatMessage> {
    return settle(() => {
      const role = this.partyOf(input.chatId);
      if (role === 'system') throw new ApplicationError('CHAT.NOT_FOUND');
      const senderId = this.session.requireUserId();
      const text = input.text.trim();
      if (text === '') throw new ApplicationError('CHAT.MESSAGE_REQUIRED');
      const stored = this.messages.find((message) => message.chatId === input.chatId && message.clientMessageId === input.clientMessageId && this.senders.get(message.id) === senderId);
      if (stored) return stored;
      const seq = this.messages.filter((message) => message.chatId === input.chatId).length + 1;
      const sent: ChatMessage = {
        id: this.messages.length + 1,
        chatId: input.chatId,
        contractId: input.contractId,
        seq,
        sender: { userId: this.accounts?.peek(senderId)?.id ?? 0, name: this.accounts?.peek(senderId)?.name ?? senderId, role },
        message: text,
        clientMessageId: input.clientMessageId,
        sentAt: new Date(this.clock.nowSeconds() * 1000).toISOString(),
      };
      this.messages.push(sent);
      this.senders.set(sent.id, senderId);
      this.reads.set(`${String(input.chatId)}:${senderId}`, seq);
      this.listeners.get(input.chatId)?.forEach((listener) => {
        listener.deliver(sent);
      });
      return sent;
    });
  }

  /** Marks the chat read up to `seq`; answers what is left unread. */
  markRead(chatId: number, seq: number): Promise<number> {
    return settle(() => {
      this.partyOf(chatId);
      const last = this.messages.filter((message) => message.chatId === chatId).length;
      const key = `${String(chatId)}:${this.session.requireUserId()}`;
      this.reads.set(key, Math.max(this.reads.get(key) ?? 0, Math.min(seq, last)));
      return last - (this.reads.get(key) ?? 0);
    });
  }

  /** Delivers the messages after `afterSeq`, then each new one, once. */
  follow(chatId: number, afterSeq: number, listener: ChatFeedListener): () => void {
    let last = afterSeq;
    const deliver = (message: ChatMessage) => {
      if (message.seq <= last) return;
      last = message.seq;
      listener.onMessage(message);
    };
    this.messages.filter((message) => message.chatId === chatId).forEach(deliver);
    const set = this.listeners.get(chatId) ?? new Set();
    const follower = {
      deliver,
      end: (reason: ChatFeedEnd) => {
        set.delete(follower);
        listener.onEnd?.(reason);
      },
    };
    set.add(follower);
    this.listeners.set(chatId, set);
    listener.onState?.('live');
    return () => set.delete(follower);
  }

  /**
   * Ends every live follower of chat `chatId` for `reason`, as the server's stream does once its
   * caller lost the right (an unlinked agent, an expired session): for tests and scripts.
   */
  endFeeds(chatId: number, reason: ChatFeedEnd): void {
    for (const follower of [...(this.listeners.get(chatId) ?? [])]) follower.end(reason);
  }

  // The server answers CHAT.NOT_FOUND to anyone not on the chat's contract.
  private partyOf(chatId: number): ReturnType<InMemoryContractAdapter['roleOf']> {
    try {
      return this.contracts.roleOf(chatId);
    } catch (error) {
      throw isApplicationError(error, 'CONTRACT.NOT_FOUND') ? new ApplicationError('CHAT.NOT_FOUND') : error;
    }
  }
}
