import { NO_EMAILS } from '../notifications/notifier.js';
import { randomUUID } from 'node:crypto';
import type { Account } from '../accounts/account.js';
import { findUser } from '../accounts/find-user.js';
import { messageNotice } from '../contracts/contract-notices.js';
import { roleAmong } from '../contracts/contract-party.js';
import type { ContractRole } from '../contracts/contract-record.js';
import type { ContractsDeps } from '../contracts/contracts.service.js';
import type { Queryable } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import { CHAT_CHANNEL, type ChatFeed } from './chat-feed.js';
import { ChatRepository, type ChatMessageRecord } from './chat.repository.js';

/** What the chat needs: the contracts' dependencies and the feed that tells listeners of new posts. */
export interface ChatDeps extends ContractsDeps {
  readonly feed: ChatFeed;
}

/** A chat the caller may read: the caller's account id, the chat's contract and the caller's side. */
export interface ChatAccess {
  readonly callerId: number;
  readonly contractId: number;
  readonly role: ContractRole;
}

/**
 * A message to post: the contract the client thinks the chat is on, the text, and the client's
 * id for retries when it sent one (SPEC.md's body has none: then the post is never a replay).
 */
export interface NewChatMessage {
  readonly contractId: number;
  readonly message: string;
  readonly clientMessageId?: string;
}

// Twin of @publi/application's `ChatPage` without `before` (to-chat-wire works it out from the first message).
/** A page of a chat, as the list route answers it. */
export interface ChatPageView {
  readonly contractId: number;
  readonly messages: readonly ChatMessageRecord[];
  readonly lastSeq: number;
  readonly readSeq: number;
}

const senderName = (caller: Account) => (caller.companyName ? caller.companyName : caller.name);

/**
 * The conversation on each contract: only its brand, its creator and the creator's linked agent
 * read or write it (anyone else: `CHAT.NOT_FOUND`), from `pending` on. A post takes the next
 * sequence number under the contract's lock, is stored once per client id, notifies the other
 * side, and is announced to live listeners when its transaction commits.
 */
export class ChatService {
  constructor(private readonly deps: ChatDeps) {}

  /**
   * Who the caller is on chat `chatId`: the chat's right, in one query. Every read asks it, and an
   * open stream asks it again at each heartbeat and with each read of new messages ({@link after}),
   * so the list and the stream can never disagree. A deactivated party still reads (README, "Who is who").
   *
   * @throws AppError `CHAT.NOT_FOUND` (no such chat, or not a party now), `USER.NOT_FOUND` (no account, or deleted).
   */
  async access(externalId: string, chatId: number): Promise<ChatAccess> {
    return accessIn(this.deps.db, externalId, chatId);
  }

  /** A page of 50 (the newest, or those before `beforeSeq`), oldest first. */
  async page(externalId: string, chatId: number, beforeSeq: number | undefined): Promise<ChatPageView> {
    const { callerId, contractId } = await this.access(externalId, chatId);
    const repository = new ChatRepository(this.deps.db);
    const [messages, chat, readSeq] = await Promise.all([repository.page(chatId, beforeSeq), repository.chat(chatId), repository.readSeq(chatId, callerId)]);
    return { contractId, messages, lastSeq: chat?.lastSeq ?? 0, readSeq };
  }

  /** Calls `listener` whenever chat `chatId` may have new messages; answers the unsubscribe function. */
  subscribe(chatId: number, listener: () => void): Promise<() => void> {
    return this.deps.feed.subscribe(chatId, listener);
  }

  /**
   * Messages after `afterSeq`, oldest first: what a live listener sends next. When there are any,
   * the caller's right ({@link access}) is checked again after reading them, on the same
   * connection: its snapshot is later than the read's, so none goes to a caller who had lost the
   * right before it was posted. One trip to the pool per round, as a burst of posts competes for it.
   *
   * @throws AppError `CHAT.NOT_FOUND`, `USER.NOT_FOUND`: the right is gone.
   */
  async after(externalId: string, chatId: number, afterSeq: number, limit: number): Promise<ChatMessageRecord[]> {
    return this.deps.db.transaction(async (tx) => {
      const messages = await new ChatRepository(tx).after(chatId, afterSeq, limit);
      if (messages.length > 0) await accessIn(tx, externalId, chatId);
      return messages;
    });
  }

  /**
   * Posts a message; a retry with the same `client_message_id` answers the stored one (`replayed`);
   * without one, the message is posted as new.
   *
   * @throws AppError `CHAT.NOT_FOUND`, `CHAT.CONTRACT_MISMATCH` (the body's contract is not the chat's), `USER.INACTIVE`.
   */
  async post(externalId: string, chatId: number, posted: NewChatMessage): Promise<{ record: ChatMessageRecord; replayed: boolean }> {
    const now = this.deps.clock.now();
    const { record, replayed, emails } = await this.deps.db.transaction(async (tx) => {
      const caller = await findUser(tx, externalId);
      const repository = new ChatRepository(tx);
      const locked = await repository.lockContractOf(chatId);
      if (!locked) throw new AppError('CHAT.NOT_FOUND');
      const parties = { contractId: locked.contract.id, projectName: locked.projectName, brandId: locked.contract.brandId, creatorUserId: locked.creatorUserId, agentId: locked.agentId };
      const role = roleAmong(caller, parties, 'CHAT.NOT_FOUND');
      if (posted.contractId !== parties.contractId) throw new AppError('CHAT.CONTRACT_MISMATCH', { contract_id: 'Esta conversa é de outro contrato.' });
      if (!caller.active) throw new AppError('USER.INACTIVE');
      const stored = posted.clientMessageId === undefined ? undefined : await repository.byClientId(chatId, caller.id, posted.clientMessageId);
      if (stored) return { record: stored, replayed: true, emails: NO_EMAILS };
      // No id from the client: one of the server's own, unique, so this post is stored as new.
      const clientMessageId = posted.clientMessageId ?? randomUUID();
      const message = { chatId, senderId: caller.id, senderRole: role, message: posted.message, clientMessageId, createdAt: now };
      // Stored, read by its sender and announced to live listeners in one statement (see `append`).
      const { id, seq } = await repository.append(message, CHAT_CHANNEL);
      const written = await this.deps.notifier.record(tx, [messageNotice(parties, caller.id, senderName(caller), posted.message)], now);
      const record: ChatMessageRecord = { ...message, id, seq, contractId: parties.contractId, senderName: senderName(caller), senderRole: role };
      return { record, replayed: false, emails: written };
    });
    await this.deps.notifier.deliver(emails);
    return { record, replayed };
  }

  /** Marks the chat read up to `seq` (at most its newest message); answers the mark and what is still unread. */
  async markRead(externalId: string, chatId: number, seq: number): Promise<{ readSeq: number; unread: number }> {
    const { callerId } = await this.access(externalId, chatId);
    const repository = new ChatRepository(this.deps.db);
    const lastSeq = (await repository.chat(chatId))?.lastSeq ?? 0;
    const readSeq = await repository.markRead(chatId, callerId, Math.min(seq, lastSeq));
    return { readSeq, unread: Math.max(0, lastSeq - readSeq) };
  }
}

// The chat's right in one query: the list, the stream's heartbeat and its reads all ask this.
async function accessIn(db: Queryable, externalId: string, chatId: number): Promise<ChatAccess> {
  const right = await new ChatRepository(db).rightOf(externalId, chatId);
  if (!right) throw new AppError('USER.NOT_FOUND');
  if (!right.parties) throw new AppError('CHAT.NOT_FOUND');
  const role = roleAmong(right.caller, right.parties, 'CHAT.NOT_FOUND');
  return { callerId: right.caller.id, contractId: right.parties.contractId, role };
}
