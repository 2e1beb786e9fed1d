import { ApplicationError } from '../errors/application-error.js';
import type { AuditEvent, AuditLogPage } from '../model/audit-event.model.js';
import type { AuditLogPort } from '../ports/audit-log.port.js';

/**
 * {@link AuditLogPort} in memory: the events recorded (by a test, or by the in-memory agents on
 * a link and an unlink), newest first, in pages of `pageSize`. Given `caller`, each person reads
 * the events about them only (their account's, or the links made with them as the agent), as on
 * the server; without it, every event.
 */
export class InMemoryAuditLogAdapter implements AuditLogPort {
  private readonly events: AuditEvent[] = [];

  /**
   * @param pageSize - events per page, as the server's default.
   * @param caller - the signed-in account's id; throws `AUTH.TOKEN_MISSING` with nobody signed in.
   */
  constructor(
    private readonly pageSize = 20,
    private readonly caller?: () => number,
  ) {}

  /** Test hook: an event happened (the newest). */
  add(event: AuditEvent): void {
    this.events.unshift(event);
  }

  /** Records an event without an id yet, as the server's history does: the next id, the newest. */
  record(event: Omit<AuditEvent, 'id'>): void {
    this.add({ ...event, id: this.events.length + 1 });
  }

  /** One page, newest first. */
  list(page: number): Promise<AuditLogPage> {
    try {
      const me = this.caller?.();
      const mine = me === undefined ? this.events : this.events.filter((event) => event.account?.id === me || event.agent?.id === me);
      const start = (page - 1) * this.pageSize;
      return Promise.resolve({ events: mine.slice(start, start + this.pageSize), page, limit: this.pageSize, total: mine.length });
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new ApplicationError('AUTH.TOKEN_MISSING'));
    }
  }
}
