import { ROUTES } from '@publi/contract';
import { listAuditLog } from '../audit/list-audit-log.service.js';
import { toAuditEventWire } from '../audit/to-audit-event-wire.js';
import type { AreaRoutes } from './area-routes.js';

/** The caller's security history: bank data, Pix key and agent-link changes (README, "Audit log"). */
export const registerAuditLogRoutes: AreaRoutes = (route, { db }) => {
  route(ROUTES.listAuditLog, async ({ query, identity }) => {
    const { rows, total } = await listAuditLog(db, identity.uid, query.page, query.limit);
    return { events: rows.map(toAuditEventWire), page: query.page, limit: query.limit, total };
  });
};
