import type { FastifyRequest } from 'fastify';
import { errorLogFields } from './error-log-fields.js';

// Query parameters whose values are secrets (an agent's invitation token, for one).
const SECRET_QUERY_KEYS = /^(token|access_token|id_token|key)$/i;

/** The request URL with secret query values masked, so access logs never hold a token. */
export function redactUrl(url: string): string {
  const [path, query] = url.split('?', 2);
  if (query === undefined) return url;
  const masked = query
    .split('&')
    .map((pair) => {
      const [key = ''] = pair.split('=', 1);
      return SECRET_QUERY_KEYS.test(decodeURIComponent(key)) ? `${key}=[redacted]` : pair;
    })
    .join('&');
  return `${path ?? ''}?${masked}`;
}

/**
 * What an access log line holds of a request: method, redacted URL and client address.
 * Never headers (Authorization, cookies) and never bodies (bank data); of an error (`err`),
 * never the values a failed query carried.
 */
export const logSerializers = {
  req(request: FastifyRequest) {
    return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip };
  },
  err: (error: Error) => errorLogFields(error),
};
