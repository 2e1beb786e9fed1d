import { ROUTES, routeErrorCodes, type ApiErrorCode, type RouteContract } from '@publi/contract';
import type { FastifyInstance } from 'fastify';

/** An error answer whose code the route's contract entry does not list (bug 8 of issue 9). */
export interface UnlistedErrorCode {
  readonly route: string;
  readonly url: string;
  readonly status: number;
  readonly code: string;
  readonly listed: readonly ApiErrorCode[];
}

// Fastify names a matched route by its registered pattern, `/api` prefix included.
const routeByPattern = new Map<string, RouteContract>(Object.values(ROUTES).map((route) => [`${route.method} /api${route.path}`, route]));

function errorCodeOf(payload: unknown): string | undefined {
  if (typeof payload !== 'string') return undefined;
  try {
    const body: unknown = JSON.parse(payload);
    if (typeof body !== 'object' || body === null || !('error' in body)) return undefined;
    const error: unknown = body.error;
    return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' ? error.code : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Watches every error answer of a test app: one whose code is not among its route's codes in
 * the contract (`routeErrorCodes`: the route's `errors` and those its kind implies) is handed to
 * `report`, so the contract's per-route lists cannot drift from what the server answers. Answers
 * that match no contract route (the API's 404, the web app) are not a route's to list.
 */
export function installContractErrorCheck(app: FastifyInstance, report: (unlisted: UnlistedErrorCode) => void): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    const route = reply.statusCode >= 400 ? routeByPattern.get(`${request.method} ${request.routeOptions.url ?? ''}`) : undefined;
    const code = route === undefined ? undefined : errorCodeOf(payload);
    if (route !== undefined && code !== undefined) {
      const listed = routeErrorCodes(route);
      if (!listed.includes(code as ApiErrorCode)) {
        report({ route: `${route.method} ${route.path}`, url: request.url, status: reply.statusCode, code, listed });
      }
    }
    done(null, payload);
  });
}

/** One line per unlisted code, for a failure message. */
export function describeUnlisted(unlisted: readonly UnlistedErrorCode[]): string {
  return unlisted.map((one) => `${one.route} (${one.url}) answered ${one.status} ${one.code}, which its contract entry does not list (it lists ${one.listed.join(', ')})`).join('\n');
}
