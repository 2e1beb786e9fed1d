import { API_ERRORS, type ApiErrorCode } from './errors/api-errors.js';
import { rateLimitClassOf } from './rate-limit-class.js';
import type { RouteContract } from './route-contract.js';

// What any route may answer, whatever it does: the server's own failure, and its database out
// of reach (every route reads it: a 503 the client may retry, never a 500). Only codes the
// server can produce are listed (`RATE_LIMITED` only on limited routes); the integration
// tests fail on an answer whose code its route does not list.
const EVERY_ROUTE: readonly ApiErrorCode[] = ['INTERNAL', 'SERVICE_UNAVAILABLE'];
// A bad token is refused even where one is optional: sending one asks for it to be checked,
// and a verifier that cannot check it (the identity provider unreachable) is a 503.
const TOKEN_PROBLEMS: readonly ApiErrorCode[] = ['AUTH.TOKEN_INVALID', 'AUTH.TOKEN_EXPIRED', 'SERVICE_UNAVAILABLE'];

function impliedCodes(route: RouteContract): ApiErrorCode[] {
  const codes: ApiErrorCode[] = [];
  if (route.body !== undefined || route.query !== undefined || route.params !== undefined) codes.push('REQUEST.INVALID');
  // The server's body parser reads every request but a GET, before the route's handler, so a write
  // that takes no body still refuses a body it cannot read (a broken, empty, oversized or non-JSON one).
  if (route.body !== undefined || route.method !== 'GET') {
    codes.push('REQUEST.UNSUPPORTED_MEDIA_TYPE');
    // A multipart body's size is judged per file and purpose: `UPLOAD.TOO_LARGE`.
    if (route.contentType !== 'multipart') codes.push('REQUEST.MALFORMED_JSON', 'REQUEST.TOO_LARGE');
  }
  // A deactivated account is refused by writes only, so `USER.INACTIVE` is in the lists of the routes that refuse it.
  if (route.auth === 'required') codes.push(route.missingTokenCode ?? 'AUTH.TOKEN_MISSING', ...TOKEN_PROBLEMS);
  if (route.auth === 'optional') codes.push(...TOKEN_PROBLEMS);
  if (rateLimitClassOf(route) !== undefined) codes.push('RATE_LIMITED');
  if (route.recentSignIn === true) codes.push('AUTH.RECENT_SIGN_IN_REQUIRED');
  if (route.checkRevoked === true) codes.push('AUTH.SESSION_REVOKED', 'AUTH.ACCOUNT_DISABLED');
  return codes;
}

/**
 * Every error code a route may answer with: its own (`route.errors`) and the ones its kind
 * implies (`REQUEST.INVALID` when it takes input, the `AUTH.*` codes when it reads a token,
 * `INTERNAL` always), each once, by status. The OpenAPI document lists these; server
 * tests can check that a route never answers a code outside them.
 */
export function routeErrorCodes(route: RouteContract): readonly ApiErrorCode[] {
  const codes = new Set<ApiErrorCode>([...(route.errors ?? []), ...impliedCodes(route), ...EVERY_ROUTE]);
  return [...codes].sort((a, b) => API_ERRORS[a].status - API_ERRORS[b].status);
}
