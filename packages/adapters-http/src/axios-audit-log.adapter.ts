import type { AuditLogPage, AuditLogPort } from '@publi/application';
import { auditLogRoutes } from '@publi/contract';
import type { AxiosInstance } from 'axios';
import { requestApi } from './request-api.js';

/** {@link AuditLogPort} over `GET /account/audit_log`; the values arrive masked by the server. */
export class AxiosAuditLogAdapter implements AuditLogPort {
  constructor(private readonly client: AxiosInstance) {}

  async list(page: number): Promise<AuditLogPage> {
    const answer = await requestApi(this.client, auditLogRoutes.listAuditLog, { query: { page } });
    return {
      page: answer.page,
      limit: answer.limit,
      total: answer.total,
      events: answer.events.map((event) => ({
        id: event.id,
        kind: event.kind,
        createdAt: event.created_at,
        account: event.account,
        actor: event.actor,
        agent: event.agent,
        changes: event.changes,
      })),
    };
  }
}
