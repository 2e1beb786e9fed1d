import type { AuditLogPage } from '../model/audit-event.model.js';
import type { AuditLogPort } from '../ports/audit-log.port.js';

/** `/perfil/atividade`: reads the signed-in account's security history, a page at a time. */
export class AuditLogUseCase {
  /** @param auditLog - the history's port. */
  constructor(private readonly auditLog: AuditLogPort) {}

  /** Page `page` (from 1), newest first. */
  page(page: number): Promise<AuditLogPage> {
    return this.auditLog.list(page);
  }
}
