import { findUser } from '../accounts/find-user.js';
import type { Database } from '../db/database.js';
import type { ClockPort } from '../ports/clock.port.js';
import { NotificationsRepository, type NotificationRow } from './notifications.repository.js';

// Twin of @publi/application's `NotificationSummary`: the server may not import the application.
/** The bell's two counts. */
export interface NotificationSummary {
  readonly unreadNotifications: number;
  readonly unreadMessages: number;
}

/** What the notifications need: the database, and the clock that dates a read mark. */
export interface NotificationsDeps {
  readonly db: Database;
  readonly clock: ClockPort;
}

/** The caller's own notifications: read, counted, marked read. */
export class NotificationsService {
  constructor(private readonly deps: NotificationsDeps) {}

  /** A page, newest first, with totals. */
  async page(externalId: string, unreadOnly: boolean, page: number, limit: number): Promise<{ rows: NotificationRow[]; total: number; unread: number }> {
    const caller = await findUser(this.deps.db, externalId);
    const repository = new NotificationsRepository(this.deps.db);
    const [rows, total, unread] = await Promise.all([
      repository.page(caller.id, unreadOnly, limit, (page - 1) * limit),
      repository.total(caller.id, unreadOnly),
      repository.total(caller.id, true),
    ]);
    return { rows, total, unread };
  }

  /** What the bell shows. */
  async summary(externalId: string): Promise<NotificationSummary> {
    const caller = await findUser(this.deps.db, externalId);
    const repository = new NotificationsRepository(this.deps.db);
    const [unreadNotifications, unreadMessages] = await Promise.all([repository.total(caller.id, true), repository.unreadMessages(caller.id)]);
    return { unreadNotifications, unreadMessages };
  }

  /** Marks `ids` (every one when undefined) read; answers the new counts. Ids of other people's notifications change nothing. */
  async markRead(externalId: string, ids: readonly number[] | undefined): Promise<NotificationSummary> {
    const caller = await findUser(this.deps.db, externalId);
    await new NotificationsRepository(this.deps.db).markRead(caller.id, ids ?? null, this.deps.clock.now());
    return this.summary(externalId);
  }
}
