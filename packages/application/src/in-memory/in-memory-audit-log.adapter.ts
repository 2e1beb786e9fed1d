import type { AuditEvent, AuditLogPage } from '../model/audit-event.model.js';
import type { AuditLogPort } from '../ports/audit-log.port.js';

/** {@link AuditLogPort} in memory: the events a test adds, newest first, in pages of `pageSize`. */
export class InMemoryAuditLogAdapter implements AuditLogPort {
  private readonly events: AuditEvent[] = [];

  /** @param pageSize - events per page, as the server's default. */
  constructor(private readonly pageSize = 20) {}

  /** Test hook: an event happened (the newest). */
  add(event: AuditEvent): void {
    this.events.unshift(event);
  }

  /** One page, newest first. */
  list(page: number): Promise<AuditLogPage> {
    const start = (page - 1) * this.pageSize;
    return Promise.resolve({ events: this.events.slice(start, start + this.pageSize), page, limit: this.pageSize, total: this.events.length });
  }
}
