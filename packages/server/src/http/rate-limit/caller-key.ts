import type { RateLimitClass } from '@publi/contract';
import type { FastifyRequest } from 'fastify';
import { tokenFromRequest } from '../../auth/authenticate.js';

// Budgets counted per network address whoever calls: a new account has nothing else to count by
// yet, and the provider's webhook carries no token.
const PER_ADDRESS: ReadonlySet<RateLimitClass> = new Set(['account-creation', 'webhook']);

/**
 * Who a call counts against: the account named in its token, else its network address (the
 * proxy's `X-Forwarded-For` when `TRUST_PROXY` trusts one). The token's subject is read without
 * checking the signature, as the limit runs before anything else: a forged token buys a fresh
 * count but is refused as soon as it is checked, so it reaches nothing; while an account
 * renewing its token keeps one count, and a team behind one office address is not one caller.
 */
export function callerKey(request: FastifyRequest, budget: RateLimitClass): string {
  if (!PER_ADDRESS.has(budget)) {
    const subject = unverifiedSubject(tokenFromRequest(request));
    if (subject !== undefined) return `account:${subject}`;
  }
  return `address:${request.ip}`;
}

/** The `sub` claim of a JWT, read without any check; undefined when it is not one. */
function unverifiedSubject(token: string | null): string | undefined {
  const payload = token?.split('.')[1];
  if (payload === undefined || payload.length > 4096) return undefined;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (typeof claims !== 'object' || claims === null || !('sub' in claims)) return undefined;
    return typeof claims.sub === 'string' && claims.sub.length > 0 && claims.sub.length <= 128 ? claims.sub : undefined;
  } catch {
    return undefined;
  }
}
