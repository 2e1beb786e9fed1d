import type { NotificationKind, NotificationWire } from '@publi/contract';
import type { NotificationRow } from './notifications.repository.js';
import type { NotificationSummary } from './notifications.service.js';

/** A notification on the wire. */
export function toNotificationWire(row: NotificationRow): NotificationWire {
  return {
    id: row.id,
    // The writers only use the contract's kinds (Notice.kind is a NotificationKind).
    kind: row.kind as NotificationKind,
    title: row.title,
    body: row.body,
    link: row.link,
    contract_id: row.contractId,
    read: row.readAt !== null,
    created_at: row.createdAt.toISOString(),
  };
}

/** The bell's two counts on the wire. */
export function toNotificationSummaryWire(summary: NotificationSummary): { unread_notifications: number; unread_messages: number } {
  return { unread_notifications: summary.unreadNotifications, unread_messages: summary.unreadMessages };
}
