import { API_ERRORS, apiError, RATE_LIMIT_CLASSES, type RateLimitClass } from '@publi/contract';
import type { FastifyInstance } from 'fastify';
import type { TokenVerifierPort } from '../../auth/token-verifier.port.js';
import type { ClockPort } from '../../ports/clock.port.js';
import { verifiedCallerKey } from './caller-key.js';
import { FixedWindowCounter } from './fixed-window-counter.js';
import type { RateLimitSettings } from './rate-limit-settings.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The budget the route's calls count against (`rateLimitClassOf` for contract routes); none when unset. */
    rateLimit?: RateLimitClass;
  }
}

/**
 * Counts every call of a route that names a budget (`config.rateLimit`) against its caller,
 * first thing on arrival, and answers `429 RATE_LIMITED` with `Retry-After` (whole seconds) past
 * the limit, before the body is read or the route runs. The caller is the account `verifier`
 * vouches for, else the address (`callerKey.ts`). Counts live in this process: with several
 * replicas each counts alone (see the server README).
 */
export function installRateLimits(app: FastifyInstance, settings: RateLimitSettings, clock: ClockPort, verifier: TokenVerifierPort): void {
  const counters = new Map<RateLimitClass, FixedWindowCounter>();
  for (const budget of RATE_LIMIT_CLASSES) {
    const limit = settings[budget];
    if (limit !== null) counters.set(budget, new FixedWindowCounter(limit));
  }
  const callerKey = verifiedCallerKey(verifier, () => clock.now().getTime());
  app.addHook('onRequest', async (request, reply) => {
    const budget = request.routeOptions.config.rateLimit;
    const counter = budget === undefined ? undefined : counters.get(budget);
    if (budget === undefined || counter === undefined) return;
    const retryAfter = counter.take(await callerKey(request, budget), clock.now().getTime());
    if (retryAfter === undefined) return;
    // Never the key: it holds an account's id or an address.
    request.log.warn({ budget }, 'rate limited');
    await reply.code(API_ERRORS.RATE_LIMITED.status).header('retry-after', String(retryAfter)).send(apiError('RATE_LIMITED'));
  });
}
