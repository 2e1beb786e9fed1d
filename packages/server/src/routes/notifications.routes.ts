import { ROUTES } from '@publi/contract';
import { NotificationsService } from '../notifications/notifications.service.js';
import { toNotificationSummaryWire, toNotificationWire } from '../notifications/to-notifications-wire.js';
import type { AreaRoutes } from './area-routes.js';

/** The caller's notifications and the bell's counts. */
export const registerNotificationRoutes: AreaRoutes = (route, deps) => {
  const notifications = new NotificationsService(deps);

  route(ROUTES.listNotifications, async ({ query, identity }) => {
    const { rows, total, unread } = await notifications.page(identity.uid, query.unread === 'true', query.page, query.limit);
    return { notifications: rows.map(toNotificationWire), page: query.page, limit: query.limit, total, unread };
  });
  route(ROUTES.getNotificationSummary, async ({ identity }) => toNotificationSummaryWire(await notifications.summary(identity.uid)));
  route(ROUTES.markNotificationsRead, async ({ body, identity }) => toNotificationSummaryWire(await notifications.markRead(identity.uid, body.ids)));
};
