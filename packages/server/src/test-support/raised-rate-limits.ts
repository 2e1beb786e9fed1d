import { everyBudget, type RateLimitSettings } from '../http/rate-limit/rate-limit-settings.js';

/**
 * Limits no test reaches, for the suites whose many sign-ups and calls come from one address in
 * a moment: still counted (the limiter runs on every call), never refused. The limits
 * themselves are shown by `rate-limits.int.spec.ts` on a fixed clock.
 */
export const RAISED_RATE_LIMITS: RateLimitSettings = everyBudget({ max: 1_000_000_000, windowMs: 60_000 });
