import type { AuditEventWire, AuditLogPageWire } from '@publi/contract';
import type { AuditEvent, AuditPage } from './audit-event.js';

/** An event on the wire: its masked changes as stored, its people by id, name and type. */
export function toAuditEventWire(event: AuditEvent): AuditEventWire {
  return {
    id: event.id,
    kind: event.kind,
    created_at: event.createdAt.toISOString(),
    account: event.account,
    actor: event.actor,
    agent: event.agent,
    changes: event.changes.map((change) => ({ field: change.field, before: change.before, after: change.after })),
  };
}

/** A page of the history on the wire, with the page and size it was asked for (route layer only). */
export function toAuditLogPageWire({ rows, total }: AuditPage, page: number, limit: number): AuditLogPageWire {
  return { events: rows.map(toAuditEventWire), page, limit, total };
}
