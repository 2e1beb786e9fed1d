import { buildOpenApiDocument, ROUTES } from '@publi/contract';
import { ping } from '../db/ping.js';
import { AppError } from '../errors/app-error.js';
import type { AreaRoutes } from './area-routes.js';

/** `GET /health` (the database answers) and the OpenAPI document. */
export const registerHealthRoutes: AreaRoutes = (route, deps, api) => {
  route(ROUTES.getHealth, async () => {
    try {
      await ping(deps.db);
    } catch {
      throw new AppError('SERVICE_UNAVAILABLE');
    }
    return { status: 'ok' as const, database: 'ok' as const };
  });

  const openApi = buildOpenApiDocument();
  api.get('/docs/openapi.json', { config: { rateLimit: 'read' } }, (_request, reply) => reply.send(openApi));
};
