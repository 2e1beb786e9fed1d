import { CHAT_PAGE_SIZE } from '@publi/domain';
import { and, asc, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../db/database.js';
import { queryRows } from '../db/query-rows.js';
import { chatMessages, chatReads, chats, contracts, creators, projects, users } from '../db/schema.js';

// Twin of @publi/application's `ChatMessage` with the server's Date and camelCase ids: the server may not import the application; to-chat-wire gives the wire's shape.
/** A stored message with its sender's name. */
export interface ChatMessageRecord {
  readonly id: number;
  readonly chatId: number;
  readonly contractId: number;
  readonly seq: number;
  readonly senderId: number;
  readonly senderName: string;
  readonly senderRole: 'brand' | 'creator' | 'agent';
  readonly message: string;
  readonly clientMessageId: string;
  readonly createdAt: Date;
}

const messageColumns = {
  id: chatMessages.id,
  chatId: chatMessages.chatId,
  contractId: chats.contractId,
  seq: chatMessages.seq,
  senderId: chatMessages.senderId,
  senderName: sql<string>`coalesce(nullif(${users.companyName}, ''), ${users.name})`,
  senderRole: chatMessages.senderRole,
  message: chatMessages.message,
  clientMessageId: chatMessages.clientMessageId,
  createdAt: chatMessages.createdAt,
};

// The CHECK constraint of migration 0007 keeps `sender_role` to these values.
const toRecord = (row: Omit<ChatMessageRecord, 'senderRole'> & { senderRole: string }): ChatMessageRecord => ({ ...row, senderRole: row.senderRole as ChatMessageRecord['senderRole'] });

/** The caller of a chat route, as its right needs them. */
export interface ChatCaller {
  readonly id: number;
  readonly type: string | null;
}

/** Who is on a chat's contract: its brand, its creator's account (0 without one) and the agent linked to that creator now. */
export interface ChatParties {
  readonly contractId: number;
  readonly brandId: number;
  readonly creatorUserId: number;
  readonly agentId: number | null;
}

/** The chats of contracts and their messages. */
export class ChatRepository {
  constructor(private readonly db: Queryable) {}

  /** The chat's contract and newest sequence number. */
  async chat(chatId: number): Promise<{ contractId: number; lastSeq: number } | undefined> {
    const [row] = await this.db.select({ contractId: chats.contractId, lastSeq: chats.lastSeq }).from(chats).where(eq(chats.id, chatId));
    return row;
  }

  /**
   * Who the caller is (by the identity provider's id) and who is on chat `chatId`, in one query:
   * what the chat's right needs, asked by every read and by each open stream at each heartbeat.
   * Undefined without an account; `parties` null when the chat does not exist.
   */
  async rightOf(externalId: string, chatId: number): Promise<{ caller: ChatCaller; parties: ChatParties | null } | undefined> {
    const [row] = await this.db
      .select({ callerId: users.id, callerType: users.type, contractId: contracts.id, brandId: contracts.brandId, creatorUserId: creators.userId, agentId: creators.creatorAgentId })
      .from(users)
      .leftJoin(chats, eq(chats.id, chatId))
      .leftJoin(contracts, eq(contracts.id, chats.contractId))
      .leftJoin(creators, eq(creators.id, contracts.creatorId))
      .where(eq(users.externalId, externalId));
    if (!row) return undefined;
    const { contractId, brandId } = row;
    const parties = contractId === null || brandId === null ? null : { contractId, brandId, creatorUserId: row.creatorUserId ?? 0, agentId: row.agentId };
    return { caller: { id: row.callerId, type: row.callerType }, parties };
  }

  /**
   * The chat's contract row, locked (messages and moves of one contract take turns), with who is
   * on it and its project's name: everything a post needs, in one query.
   */
  async lockContractOf(chatId: number) {
    const [row] = await this.db
      .select({ contract: contracts, creatorUserId: creators.userId, agentId: creators.creatorAgentId, projectName: projects.name })
      .from(chats)
      .innerJoin(contracts, eq(contracts.id, chats.contractId))
      .innerJoin(creators, eq(creators.id, contracts.creatorId))
      .innerJoin(projects, eq(projects.id, contracts.projectId))
      .where(eq(chats.id, chatId))
      .for('update', { of: contracts });
    return row;
  }

  /** The message `senderId` already posted with `clientMessageId`, if any. */
  async byClientId(chatId: number, senderId: number, clientMessageId: string): Promise<ChatMessageRecord | undefined> {
    const [row] = await this.messages()
      .where(and(eq(chatMessages.chatId, chatId), eq(chatMessages.senderId, senderId), eq(chatMessages.clientMessageId, clientMessageId)));
    return row ? toRecord(row) : undefined;
  }

  /**
   * Stores a message in one statement: takes the chat's next sequence number (under the
   * contract's lock, so numbers have no gaps), inserts the message, moves the sender's read mark
   * to it and announces the chat on `channel` (delivered when the transaction commits). One round
   * trip instead of four: a post holds its contract's lock for as short a time as it can.
   */
  async append(message: { chatId: number; senderId: number; senderRole: string; message: string; clientMessageId: string; createdAt: Date }, channel: string): Promise<{ id: number; seq: number }> {
    const [row] = await queryRows<{ id: number; seq: number }>(
      this.db,
      sql`with next as (
            update chats set last_seq = last_seq + 1 where id = ${message.chatId} returning last_seq
          ), stored as (
            insert into chat_messages (chat_id, seq, sender_id, sender_role, message, client_message_id, created_at)
            select ${message.chatId}, next.last_seq, ${message.senderId}, ${message.senderRole}, ${message.message}, ${message.clientMessageId}, ${message.createdAt.toISOString()}::timestamptz
              from next
            returning id, seq
          ), seen as (
            insert into chat_reads (chat_id, user_id, read_seq)
            select ${message.chatId}, ${message.senderId}, stored.seq from stored
            on conflict (chat_id, user_id) do update set read_seq = greatest(chat_reads.read_seq, excluded.read_seq)
          ), announced as (
            select pg_notify(${channel}, ${String(message.chatId)})
          )
          select stored.id, stored.seq from stored, announced`,
    );
    if (!row) throw new Error(`chat ${String(message.chatId)} vanished under its contract's lock`);
    return row;
  }

  /** The message with id `id`. */
  async byId(id: number): Promise<ChatMessageRecord | undefined> {
    const [row] = await this.messages().where(eq(chatMessages.id, id));
    return row ? toRecord(row) : undefined;
  }

  /** Up to a page of messages before `beforeSeq` (the newest when undefined), oldest first. */
  async page(chatId: number, beforeSeq: number | undefined): Promise<ChatMessageRecord[]> {
    const rows = await this.messages()
      .where(and(eq(chatMessages.chatId, chatId), beforeSeq === undefined ? undefined : lt(chatMessages.seq, beforeSeq)))
      .orderBy(desc(chatMessages.seq))
      .limit(CHAT_PAGE_SIZE);
    return rows.map(toRecord).reverse();
  }

  /** Messages after `afterSeq`, oldest first, at most `limit`. */
  async after(chatId: number, afterSeq: number, limit: number): Promise<ChatMessageRecord[]> {
    const rows = await this.messages()
      .where(and(eq(chatMessages.chatId, chatId), gt(chatMessages.seq, afterSeq)))
      .orderBy(asc(chatMessages.seq))
      .limit(limit);
    return rows.map(toRecord);
  }

  /** How far `userId` has read the chat. */
  async readSeq(chatId: number, userId: number): Promise<number> {
    const [row] = await this.db.select({ readSeq: chatReads.readSeq }).from(chatReads).where(and(eq(chatReads.chatId, chatId), eq(chatReads.userId, userId)));
    return row?.readSeq ?? 0;
  }

  /** Moves `userId`'s read mark forward to `seq` (never back); answers the mark. */
  async markRead(chatId: number, userId: number, seq: number): Promise<number> {
    const [row] = await this.db
      .insert(chatReads)
      .values({ chatId, userId, readSeq: seq })
      .onConflictDoUpdate({ target: [chatReads.chatId, chatReads.userId], set: { readSeq: sql`greatest(${chatReads.readSeq}, excluded.read_seq)` } })
      .returning({ readSeq: chatReads.readSeq });
    return row?.readSeq ?? seq;
  }

  private messages() {
    return this.db.select(messageColumns).from(chatMessages).innerJoin(chats, eq(chats.id, chatMessages.chatId)).innerJoin(users, eq(users.id, chatMessages.senderId)).$dynamic();
  }
}
