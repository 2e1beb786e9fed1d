import { buildOpenApiDocument, ROUTES } from '@publi/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app/app-deps.js';
import { AppError } from '../http/app-error.js';
import type { RouteRegistrar } from '../http/register-route.js';

/** `GET /health` (the database answers) and the OpenAPI document. */
export function registerHealthRoutes(route: RouteRegistrar, deps: AppDeps, api: FastifyInstance): void {
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
}
