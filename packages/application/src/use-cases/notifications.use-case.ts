import type { NotificationPage, NotificationSummary } from '../model/notification.model.js';
import type { LoggerPort } from '../ports/logger.port.js';
import type { NotificationPort } from '../ports/notification.port.js';
import { orFallback } from './or-fallback.js';

const NONE: NotificationSummary = { unreadNotifications: 0, unreadMessages: 0 };

/** The signed-in person's notifications: the list throws (the page says so); the bell's counts fall back to none. */
export class NotificationsUseCase {
  /** @param notifications - the notification port. @param logger - where the bell's failures go. */
  constructor(private readonly notifications: NotificationPort, private readonly logger: LoggerPort) {}

  /** A page, newest first. */
  list(page: number, unreadOnly: boolean): Promise<NotificationPage> {
    return this.notifications.list(page, unreadOnly);
  }

  /** What the bell shows; a failure logs and shows nothing unread, never an error in the header. */
  summary(): Promise<NotificationSummary> {
    return orFallback(this.logger, 'Falha ao contar as notificações', () => this.notifications.summary(), NONE);
  }

  /** Marks `ids` read (every one when left out). */
  markRead(ids?: readonly number[]): Promise<NotificationSummary> {
    return this.notifications.markRead(ids);
  }
}
