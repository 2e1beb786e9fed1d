import { and, count, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Queryable } from '../db/database.js';
import { chatReads, chats, contracts, creators, notifications, users } from '../db/schema.js';

/** A notification row as stored. */
export type NotificationRow = typeof notifications.$inferSelect;

/** A notification to write for one person. */
export type NewNotification = Omit<typeof notifications.$inferInsert, 'id' | 'readAt'>;

/** In-app notifications and the counts behind the header's bell. */
export class NotificationsRepository {
  constructor(private readonly db: Queryable) {}

  /** The active accounts among `userIds`, with the address their e-mails go to and whether its owner confirmed it. */
  recipients(userIds: readonly number[]): Promise<{ id: number; name: string; email: string; emailVerified: boolean }[]> {
    if (userIds.length === 0) return Promise.resolve([]);
    return this.db
      .select({ id: users.id, name: users.name, email: users.email, emailVerified: users.emailVerified })
      .from(users).where(and(inArray(users.id, [...userIds]), eq(users.active, true)));
  }

  async insert(rows: readonly NewNotification[]): Promise<void> {
    if (rows.length > 0) await this.db.insert(notifications).values([...rows]);
  }

  /**
   * Refreshes the unread `kind` notification of the contract for each of `userIds` that has one,
   * so a conversation makes one unread notice rather than one per message; answers whose it refreshed.
   */
  async refreshUnread(userIds: readonly number[], contractId: number, kind: string, body: string, at: Date): Promise<Set<number>> {
    if (userIds.length === 0) return new Set();
    const updated = await this.db
      .update(notifications)
      .set({ body, createdAt: at })
      .where(and(inArray(notifications.userId, [...userIds]), eq(notifications.contractId, contractId), eq(notifications.kind, kind), isNull(notifications.readAt)))
      .returning({ userId: notifications.userId });
    return new Set(updated.map((row) => row.userId));
  }

  /** A page of the person's notifications, newest first. */
  page(userId: number, unreadOnly: boolean, limit: number, offset: number): Promise<NotificationRow[]> {
    return this.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), unreadOnly ? isNull(notifications.readAt) : undefined))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit)
      .offset(offset);
  }

  async total(userId: number, unreadOnly: boolean): Promise<number> {
    const [row] = await this.db
      .select({ total: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), unreadOnly ? isNull(notifications.readAt) : undefined));
    return row?.total ?? 0;
  }

  /** Marks the person's notifications `ids` (every one when null) read at `at`. */
  async markRead(userId: number, ids: readonly number[] | null, at: Date): Promise<void> {
    await this.db
      .update(notifications)
      .set({ readAt: at })
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), ids === null ? undefined : inArray(notifications.id, ids.length > 0 ? [...ids] : [0])));
  }

  /** Messages the person has not read, over every chat they are a party to. */
  async unreadMessages(userId: number): Promise<number> {
    const [row] = await this.db
      .select({ unread: sql<number>`coalesce(sum(${chats.lastSeq} - coalesce(${chatReads.readSeq}, 0)), 0)::integer` })
      .from(contracts)
      .innerJoin(creators, eq(creators.id, contracts.creatorId))
      .innerJoin(chats, eq(chats.contractId, contracts.id))
      .leftJoin(chatReads, and(eq(chatReads.chatId, chats.id), eq(chatReads.userId, userId)))
      .where(or(eq(contracts.brandId, userId), eq(creators.userId, userId), eq(creators.creatorAgentId, userId)));
    return row?.unread ?? 0;
  }
}
