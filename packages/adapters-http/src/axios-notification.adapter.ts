import type { NotificationPage, NotificationPort, NotificationSummary } from '@publi/application';
import { notificationsRoutes } from '@publi/contract';
import type { AxiosInstance } from 'axios';
import { notificationFromWire, summaryFromWire } from './mappers/contract.mapper.js';
import { requestApi } from './request-api.js';

/** {@link NotificationPort} over `/notifications*`. */
export class AxiosNotificationAdapter implements NotificationPort {
  constructor(private readonly client: AxiosInstance) {}

  async list(page: number, unreadOnly: boolean): Promise<NotificationPage> {
    const answer = await requestApi(this.client, notificationsRoutes.listNotifications, { query: { page, ...(unreadOnly ? { unread: 'true' } : {}) } });
    return { ...answer, notifications: answer.notifications.map(notificationFromWire) };
  }

  async summary(): Promise<NotificationSummary> {
    return summaryFromWire(await requestApi(this.client, notificationsRoutes.getNotificationSummary));
  }

  async markRead(ids?: readonly number[]): Promise<NotificationSummary> {
    return summaryFromWire(await requestApi(this.client, notificationsRoutes.markNotificationsRead, { body: ids === undefined ? {} : { ids } }));
  }
}
