import { createHash } from 'node:crypto';
import type { RouteContract } from '@publi/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * How a GET answer may be kept, by who may ask the route:
 * - public (`auth: 'none'`): any cache may keep it, but must ask again each time (`no-cache`),
 *   and a 304 answers when nothing changed (the ETag), so a repeat costs no body;
 * - `optional` (the creator details route answers the caller's own profile when a token comes):
 *   the browser alone may keep it, per Authorization;
 * - `required`: never kept (bank data, payments, messages).
 */
const CACHE_CONTROL: Readonly<Record<RouteContract['auth'], string>> = {
  none: 'no-cache',
  optional: 'private, no-cache',
  required: 'private, no-store',
};

/** A weak validator: the same JSON, whatever the encoding it travels in, is the same answer. */
function etagOf(json: string): string {
  return `W/"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
}

/** Whether the client's `If-None-Match` names `etag` (or `*`), compared weakly as RFC 9110 says for GET. */
function clientHas(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (header === undefined) return false;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag.replace(/^W\//, '') === bare;
  });
}

/**
 * Sends a GET route's `{ data }` with the caching its audience allows: an ETag and a 304 for a
 * client that already has this very answer, except where nothing may be kept.
 */
export function sendCacheable(request: FastifyRequest, reply: FastifyReply, auth: RouteContract['auth'], status: number, body: unknown): FastifyReply {
  reply.header('cache-control', CACHE_CONTROL[auth]);
  if (auth === 'optional') reply.header('vary', 'Authorization');
  if (auth === 'required') return reply.code(status).send(body);
  const json = JSON.stringify(body);
  const etag = etagOf(json);
  reply.header('etag', etag);
  if (clientHas(request, etag)) return reply.code(304).send();
  return reply.code(status).type('application/json; charset=utf-8').send(json);
}
