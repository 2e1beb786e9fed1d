import type { ApiErrorCode } from '@publi/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.js';
import type { TokenVerifierPort, VerifiedIdentity } from './token-verifier.port.js';

/** The token from `Authorization`: `Bearer <token>`, or the bare token as the spec's clients send it. */
export function tokenFromRequest(request: FastifyRequest): string | null {
  const header = request.headers.authorization?.trim();
  if (!header) return null;
  const token = header.replace(/^Bearer(\s+|$)/i, '').trim();
  return token === '' ? null : token;
}

/** What a route says about its caller's token (the contract's `auth`, `missingTokenCode` and `checkRevoked`). */
export interface TokenRule {
  readonly auth: 'required' | 'optional';
  /** The route's answer to a call without a token (`PROJECT.ID_AND_TOKEN_REQUIRED` for a project's details). */
  readonly missingTokenCode?: ApiErrorCode;
  /** Ask the provider about revocation on this call (money and bank data). */
  readonly checkRevoked?: boolean;
}

/**
 * The caller's identity. `required` throws the 401 of the error catalogue when the token is
 * missing, unreadable or expired; `optional` gives null when there is no token but still
 * refuses a bad one, so a client never silently loses its session. A token that cannot be
 * verified is logged (SPEC section 8), without its value. On a `checkRevoked` route a revoked
 * session and a disabled account get their own answers; elsewhere (where only the emulator
 * looks) they are an invalid token, as the route's contract lists.
 */
export async function authenticate(request: FastifyRequest, verifier: TokenVerifierPort, rule: TokenRule): Promise<VerifiedIdentity | null> {
  const token = tokenFromRequest(request);
  if (token === null) {
    if (rule.auth === 'optional') return null;
    throw new AppError(rule.missingTokenCode ?? 'AUTH.TOKEN_MISSING');
  }
  const checkRevoked = rule.checkRevoked === true;
  const result = await verifier.verify(token, { checkRevoked });
  if (result === 'expired') throw new AppError('AUTH.TOKEN_EXPIRED');
  if (checkRevoked && result === 'revoked') throw new AppError('AUTH.SESSION_REVOKED');
  if (checkRevoked && result === 'disabled') throw new AppError('AUTH.ACCOUNT_DISABLED');
  if (result === 'invalid' || result === 'revoked' || result === 'disabled') {
    // Unreadable, unsigned or for another project: worth a line (someone may be forging them),
    // and never the token itself. An expired one is the normal end of a session and says nothing.
    request.log.warn({ tokenLength: token.length }, 'refused an identity token that could not be verified');
    throw new AppError('AUTH.TOKEN_INVALID');
  }
  if (result === 'unavailable') throw new AppError('SERVICE_UNAVAILABLE');
  return result;
}
