import { buildOpenApiDocument, ROUTES } from '@publi/contract';
import { sql } from 'drizzle-orm';
import { AppError } from '../errors/app-error.js';
import type { AreaRoutes } from './area-routes.js';

/** `GET /health` (the database answers) and the OpenAPI document. */
export const registerHealthRoutes: AreaRoutes = (route, deps, api) => {
  route(ROUTES.getHealth, async () => {
    try {
      await deps.db.execute(sql`select 1`);
    } catch {
      throw new AppError('SERVICE_UNAVAILABLE');
    }
    return { status: 'ok' as const, database: 'ok' as const };
  });

  const openApi = buildOpenApiDocument();
  api.get('/docs/openapi.json', (_request, reply) => reply.send(openApi));
};
