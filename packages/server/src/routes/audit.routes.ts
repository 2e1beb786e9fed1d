import { ROUTES } from '@publi/contract';
import { AuditService } from '../audit/audit.service.js';
import { toAuditLogPageWire } from '../audit/to-audit-wire.js';
import type { AreaRoutes } from './area-routes.js';

/** The caller's security history: bank data, Pix key and agent-link changes (README, "Audit log"). */
export const registerAuditRoutes: AreaRoutes = (route, deps) => {
  const audit = new AuditService(deps);
  route(ROUTES.listAuditLog, async ({ query, identity }) => toAuditLogPageWire(await audit.log(identity.uid, query.page, query.limit), query.page, query.limit));
};
