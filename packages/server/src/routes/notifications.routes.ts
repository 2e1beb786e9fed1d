import { ROUTES } from '@publi/contract';
import { AppError } from '../errors/app-error.js';
import { NotificationsService, toNotificationWire } from '../notifications/notifications.service.js';
import type { AreaRoutes } from './area-routes.js';

/** The caller's notifications, the bell's counts, and the demo outbox. */
export const registerNotificationRoutes: AreaRoutes = (route, deps) => {
  const notifications = new NotificationsService(deps.db, deps.clock, deps.mailer);

  route(ROUTES.listNotifications, async ({ query, identity }) => {
    const { rows, total, unread } = await notifications.page(identity.uid, query.unread === 'true', query.page, query.limit);
    return { notifications: rows.map(toNotificationWire), page: query.page, limit: query.limit, total, unread };
  });
  route(ROUTES.getNotificationSummary, async ({ identity }) => {
    const summary = await notifications.summary(identity.uid);
    return { unread_notifications: summary.unreadNotifications, unread_messages: summary.unreadMessages };
  });
  route(ROUTES.markNotificationsRead, async ({ body, identity }) => {
    const summary = await notifications.markRead(identity.uid, body.ids);
    return { unread_notifications: summary.unreadNotifications, unread_messages: summary.unreadMessages };
  });
  // Production sends real e-mails: there is no outbox to show, and the route does not exist there.
  route(ROUTES.listOutboxEmails, async ({ identity }) => {
    if (deps.mode === 'production') throw new AppError('ROUTE.NOT_FOUND');
    const emails = await notifications.outbox(identity.uid);
    return emails.map((email) => ({ to: email.to, subject: email.subject, text: email.text, created_at: email.createdAt.toISOString() }));
  });
};
