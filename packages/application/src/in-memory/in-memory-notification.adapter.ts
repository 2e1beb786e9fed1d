import type { AppNotification, NotificationPage, NotificationSummary } from '../model/notification.model.js';
import type { NotificationPort } from '../ports/notification.port.js';
import type { InMemorySession } from './in-memory-session.js';
import { settle } from './profile-inputs.js';

/** Notifications in memory, per signed-in person. */
export class InMemoryNotificationAdapter implements NotificationPort {
  private readonly byUser = new Map<string, AppNotification[]>();

  /** @param session - whose notifications. @param pageSize - notifications per page. */
  constructor(
    private readonly session: InMemorySession,
    private readonly pageSize = 20,
  ) {}

  /** Gives `userId` a notification. */
  notify(userId: string, notification: Omit<AppNotification, 'id' | 'read'>): void {
    const list = this.byUser.get(userId) ?? [];
    list.unshift({ ...notification, id: list.length + 1, read: false });
    this.byUser.set(userId, list);
  }

  /** A page, newest first. */
  list(page: number, unreadOnly: boolean): Promise<NotificationPage> {
    return settle(() => {
      const mine = this.mine().filter((notification) => !unreadOnly || !notification.read);
      const start = (page - 1) * this.pageSize;
      return { notifications: mine.slice(start, start + this.pageSize), page, limit: this.pageSize, total: mine.length, unread: this.unread() };
    });
  }

  /** The bell's counts. */
  summary(): Promise<NotificationSummary> {
    return settle(() => ({ unreadNotifications: this.unread(), unreadMessages: 0 }));
  }

  /** Marks `ids` (or every one) read. */
  markRead(ids?: readonly number[]): Promise<NotificationSummary> {
    return settle(() => {
      const userId = this.session.requireUserId();
      this.byUser.set(userId, this.mine().map((notification) => (ids === undefined || ids.includes(notification.id) ? { ...notification, read: true } : notification)));
      return { unreadNotifications: this.unread(), unreadMessages: 0 };
    });
  }

  private mine(): AppNotification[] {
    return this.byUser.get(this.session.requireUserId()) ?? [];
  }

  private unread(): number {
    return this.mine().filter((notification) => !notification.read).length;
  }
}
