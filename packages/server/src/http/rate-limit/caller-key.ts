import type { RateLimitClass } from '@publi/contract';
import type { FastifyRequest } from 'fastify';
import { tokenFromRequest } from '../../auth/authenticate.js';
import type { TokenVerifierPort } from '../../auth/token-verifier.port.js';
import { VerifiedCallerCache } from './verified-caller-cache.js';

// Budgets counted per network address whoever calls: a new account has nothing else to count by
// yet, and the provider's webhook carries no token.
const PER_ADDRESS: ReadonlySet<RateLimitClass> = new Set(['account-creation', 'webhook']);

/** Who a call counts against, for one budget. */
export type CallerKey = (request: FastifyRequest, budget: RateLimitClass) => Promise<string>;

/**
 * Who a call counts against: the account its token was VERIFIED to belong to, else its network
 * address (`request.ip`, which is the proxy's `X-Forwarded-For` only when `TRUST_PROXY` trusts
 * that proxy). A claim read from an unverified token would let anyone spend a victim's budget by
 * naming their uid, or get a fresh budget per made-up uid; a refused token counts as its address.
 * An account renewing its token keeps one count, and a team behind one office address is not
 * one caller. Which account a token names is remembered for a minute (`VerifiedCallerCache`).
 */
export function verifiedCallerKey(verifier: TokenVerifierPort, now: () => number, cache = new VerifiedCallerCache()): CallerKey {
  const accountOf = async (token: string): Promise<string | null> => {
    const known = cache.get(token, now());
    if (known !== undefined) return known;
    const result = await verifier.verify(token);
    // The identity service being down says nothing about the token: not remembered, asked again next call.
    if (result === 'unavailable') return null;
    const uid = typeof result === 'string' ? null : result.uid;
    cache.set(token, uid, now());
    return uid;
  };
  return async (request, budget) => {
    const token = PER_ADDRESS.has(budget) ? null : tokenFromRequest(request);
    const uid = token === null ? null : await accountOf(token);
    return uid === null ? `address:${request.ip}` : `account:${uid}`;
  };
}
