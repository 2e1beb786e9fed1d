import type { AuditLogPage } from '../model/audit-event.model.js';

/** The signed-in account's security history (`GET /account/audit_log`). */
export interface AuditLogPort {
  /** One page, newest first; `page` counts from 1. */
  list(page: number): Promise<AuditLogPage>;
}
