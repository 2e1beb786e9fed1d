import { buildOpenApiDocument, ROUTES } from '@publi/contract';
import { failedReadinessChecks } from '../app/readiness-checks.js';
import { AppError } from '../errors/app-error.js';
import type { AreaRoutes } from './area-routes.js';

/** `GET /health` (the process answers), `GET /health/ready` (its dependencies do) and the OpenAPI document. */
export const registerHealthRoutes: AreaRoutes = (route, deps, api) => {
  route(ROUTES.getHealth, () => Promise.resolve({ status: 'ok' as const }));

  route(ROUTES.getReadiness, async () => {
    const failed = await failedReadinessChecks(deps);
    if (Object.keys(failed).length > 0) throw new AppError('SERVICE_UNAVAILABLE', failed);
    return { status: 'ok' as const, checks: { database: 'ok', identity: 'ok', storage: 'ok', queue: 'ok' } as const };
  });

  const openApi = buildOpenApiDocument();
  api.get('/docs/openapi.json', { config: { rateLimit: 'read' } }, (_request, reply) => reply.send(openApi));
};
