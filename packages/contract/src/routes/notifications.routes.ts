import { defineRoute } from '../route-contract.js';
import {
  listNotificationsQuerySchema,
  markNotificationsReadBodySchema,
  notificationPageSchema,
  notificationSummarySchema,
} from '../schemas/notification.schema.js';

const tag = 'Notifications';

/** The caller's in-app notifications, and the bell's counts. */
export const notificationsRoutes = {
  listNotifications: defineRoute({
    method: 'GET',
    path: '/notifications',
    auth: 'required',
    summary: 'As notificações de quem chama, da mais nova para a mais antiga, com o total de não lidas.',
    tag,
    query: listNotificationsQuerySchema,
    response: notificationPageSchema,
    errors: ['USER.NOT_FOUND'],
  }),
  getNotificationSummary: defineRoute({
    method: 'GET',
    path: '/notifications/summary',
    auth: 'required',
    summary: 'O que o sino do cabeçalho mostra: notificações e mensagens não lidas.',
    tag,
    response: notificationSummarySchema,
    errors: ['USER.NOT_FOUND'],
  }),
  markNotificationsRead: defineRoute({
    method: 'POST',
    path: '/notifications/read',
    auth: 'required',
    summary: 'Marca como lidas as notificações ids, ou todas quando ids não vem.',
    tag,
    body: markNotificationsReadBodySchema,
    response: notificationSummarySchema,
    errors: ['USER.NOT_FOUND'],
  }),
};
