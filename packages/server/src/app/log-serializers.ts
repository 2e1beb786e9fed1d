import type { FastifyRequest } from 'fastify';
import { errorLogFields } from './error-log-fields.js';

// Query parameters whose values are secrets (an agent's invitation token, for one).
const SECRET_QUERY_KEYS = /^(token|access_token|id_token|key)$/i;

// Paths that carry a secret: the API Pix webhook's URL, registered at the PSP with its token.
const SECRET_PATH = /^(\/api\/payment\/api-pix\/)[^/?]+/;

/** The request URL with secret query values and path segments masked, so access logs never hold a token. */
export function redactUrl(url: string): string {
  const [rawPath = '', query] = url.split('?', 2);
  const path = rawPath.replace(SECRET_PATH, '$1[redacted]');
  if (query === undefined) return path;
  const masked = query
    .split('&')
    .map((pair) => {
      const [key = ''] = pair.split('=', 1);
      return SECRET_QUERY_KEYS.test(decodeURIComponent(key)) ? `${key}=[redacted]` : pair;
    })
    .join('&');
  return `${path}?${masked}`;
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
