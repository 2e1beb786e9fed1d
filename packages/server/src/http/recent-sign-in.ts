import type { RouteContract } from '@publi/contract';
import type { VerifiedIdentity } from '../auth/token-verifier.port.js';
import { AppError } from '../errors/app-error.js';
import type { ClockPort } from '../ports/clock.port.js';

/** Minutes a sign-in stays recent enough to move or route money, unless `RECENT_SIGN_IN_MINUTES` says otherwise. */
export const DEFAULT_RECENT_SIGN_IN_MINUTES = 10;

/** How recent a sign-in must be for the routes the contract marks `recentSignIn`, judged on the app's clock. */
export interface RecentSignInPolicy {
  readonly clock: ClockPort;
  readonly windowMinutes: number;
}

/**
 * Refuses a caller whose sign-in (the token's `auth_time`) is older than the window on a route
 * marked `recentSignIn`: a stolen or forgotten session may read, but cannot change where money
 * goes or spend it without the password. A token refreshes every hour with the same
 * `auth_time`, so only signing in again (the web's "Confirme que é você") renews it. A token
 * without `auth_time` counts as old.
 */
export function requireRecentSignIn(route: RouteContract, identity: VerifiedIdentity | null, policy: RecentSignInPolicy): void {
  if (route.recentSignIn !== true || identity === null) return;
  const oldestAccepted = policy.clock.now().getTime() - policy.windowMinutes * 60_000;
  if (identity.authTime === undefined || identity.authTime.getTime() < oldestAccepted) throw new AppError('AUTH.RECENT_SIGN_IN_REQUIRED');
}
