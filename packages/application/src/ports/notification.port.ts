import type { NotificationPage, NotificationSummary } from '../model/notification.model.js';

/** The signed-in person's notifications (`/notifications*`). */
export interface NotificationPort {
  list(page: number, unreadOnly: boolean): Promise<NotificationPage>;
  summary(): Promise<NotificationSummary>;
  /** Marks `ids` read, or every one when left out; answers the new counts. */
  markRead(ids?: readonly number[]): Promise<NotificationSummary>;
}
