import type { RouteContract } from '@publi/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptedEncoding } from './accepted-encoding.js';
import type { FinishedAnswer } from './finished-answers.js';

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

/** Adds `field` to the reply's `Vary`, keeping what is there. */
function addVary(reply: FastifyReply, field: string): void {
  const present = reply.getHeader('vary');
  reply.header('vary', present === undefined ? field : `${String(present)}, ${field}`);
}

/**
 * Sends a GET route's finished answer with the caching its audience allows: an ETag and a 304
 * for a client that already has this very answer, and the compressed bytes it accepts, except
 * where nothing may be kept (those go out as `{ data }`, compressed by `registerCompression`).
 */
export function sendCacheable(request: FastifyRequest, reply: FastifyReply, auth: RouteContract['auth'], status: number, finished: FinishedAnswer): FastifyReply {
  reply.header('cache-control', CACHE_CONTROL[auth]);
  if (auth === 'optional') addVary(reply, 'Authorization');
  if (auth === 'required') return reply.code(status).type('application/json; charset=utf-8').send(finished.json);
  reply.header('etag', finished.etag);
  if (clientHas(request, finished.etag)) return reply.code(304).send();
  reply.code(status).type('application/json; charset=utf-8');
  if (!finished.compressible) return reply.send(finished.json);
  // Whether the answer is compressed depends on what the client accepts, so caches must ask.
  addVary(reply, 'Accept-Encoding');
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  if (encoding === undefined) return reply.send(finished.json);
  return reply.header('content-encoding', encoding).send(finished.bodyIn(encoding));
}
