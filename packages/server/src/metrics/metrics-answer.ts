import { apiError } from '@publi/contract';
import type { Registry } from 'prom-client';
import { bearerMatches } from './bearer-token.js';

/** An answer to a scrape, for Fastify or a plain HTTP server alike. */
export interface MetricsAnswer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

/**
 * The registry's series in Prometheus's text format, or 401 when `token` is set and the scrape
 * does not carry it (`Authorization: Bearer <token>`, Prometheus's `authorization` setting). The
 * 401 says only that a token is missing or wrong, in the API's error body.
 */
export async function answerScrape(registry: Registry, token: string | undefined, authorization: string | undefined): Promise<MetricsAnswer> {
  if (token !== undefined && !bearerMatches(authorization, token)) {
    const error = apiError(authorization === undefined ? 'AUTH.TOKEN_MISSING' : 'AUTH.TOKEN_INVALID');
    return { status: 401, headers: { 'content-type': 'application/json; charset=utf-8', 'www-authenticate': 'Bearer' }, body: JSON.stringify(error) };
  }
  // A scrape is this moment's numbers: never kept by a cache.
  return { status: 200, headers: { 'content-type': registry.contentType, 'cache-control': 'no-store' }, body: await registry.metrics() };
}
