import { ROUTES } from '@publi/contract';
import { AppError } from '../errors/app-error.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { toNotificationSummaryWire, toNotificationWire, toOutboxEmailWire } from '../notifications/to-notifications-wire.js';
import type { AreaRoutes } from './area-routes.js';

/** The caller's notifications, the bell's counts, and the demo outbox. */
export const registerNotificationRoutes: AreaRoutes = (route, deps) => {
  const notifications = new NotificationsService(deps);

  route(ROUTES.listNotifications, async ({ query, identity }) => {
    const { rows, total, unread } = await notifications.page(identity.uid, query.unread === 'true', query.page, query.limit);
    return { notifications: rows.map(toNotificationWire), page: query.page, limit: query.limit, total, unread };
  });
  route(ROUTES.getNotificationSummary, async ({ identity }) => toNotificationSummaryWire(await notifications.summary(identity.uid)));
  route(ROUTES.markNotificationsRead, async ({ body, identity }) => toNotificationSummaryWire(await notifications.markRead(identity.uid, body.ids)));
  // Production sends real e-mails: there is no outbox to show, and the route does not exist there.
  route(ROUTES.listOutboxEmails, async ({ identity }) => {
    if (deps.mode === 'production') throw new AppError('ROUTE.NOT_FOUND');
    return (await notifications.outbox(identity.uid)).map(toOutboxEmailWire);
  });
};
