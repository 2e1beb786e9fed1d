import { z } from 'zod';
import { idField, intField } from './number-fields.schema.js';
import { fromQuery } from './query-value.schema.js';
import { listField } from './list-field.schema.js';
import { strictRequest } from './strict-request.schema.js';
import { wireCount, wireDateTime, wireId } from './wire-values.schema.js';

/** What happened, for the icon and the e-mail's subject. */
export const NOTIFICATION_KINDS = [
  'proposal',
  'counter_offer',
  'accepted',
  'rejected',
  'counter_accepted',
  'counter_refused',
  'cancelled',
  'expired',
  'message',
  'paid',
  'refunded',
  'delivered',
  'changes_requested',
  'approval_due',
  'approved',
  'payout_paid',
  'payout_failed',
] as const;

/** One of {@link NOTIFICATION_KINDS}. */
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Page size of `/notificacoes`, and its largest. */
export const NOTIFICATION_LIMITS = { pageSize: 20, maxPageSize: 100, markAtOnce: 100 } as const;

/** `GET /notifications?page=&limit=&unread=`: the caller's notifications, newest first. */
export const listNotificationsQuerySchema = strictRequest({
  page: fromQuery(intField({ label: 'a página', min: 1, max: 100_000 })).default(1),
  limit: fromQuery(intField({ label: 'o tamanho da página', min: 1, max: NOTIFICATION_LIMITS.maxPageSize })).default(NOTIFICATION_LIMITS.pageSize),
  unread: z.enum(['true', 'false'], { error: 'Use unread=true para ver só as não lidas.' }).optional(),
});

/** `POST /notifications/read`: the ids read, or every one when `ids` is left out. */
export const markNotificationsReadBodySchema = strictRequest({
  ids: listField({ item: idField('o id da notificação'), label: 'as notificações', max: NOTIFICATION_LIMITS.markAtOnce }).optional(),
});

/** One in-app notification: a pt-BR title and text, and the screen it leads to. */
export const notificationSchema = z.object({
  id: wireId,
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  link: z.string(),
  contract_id: wireId.nullable(),
  read: z.boolean(),
  created_at: wireDateTime,
});

/** @see notificationSchema */
export type NotificationWire = z.infer<typeof notificationSchema>;

/** A page of notifications, with the caller's unread count. */
export const notificationPageSchema = z.object({
  notifications: z.array(notificationSchema),
  page: wireCount,
  limit: wireCount,
  total: wireCount,
  unread: wireCount,
});

/** What the header's bell shows: unread notifications and unread chat messages. */
export const notificationSummarySchema = z.object({ unread_notifications: wireCount, unread_messages: wireCount });
