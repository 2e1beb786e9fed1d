import { API_ERRORS, type EventStreamEndWire } from '@publi/contract';
import type { TokenVerifierPort } from '../auth/token-verifier.port.js';
import { AppError } from '../errors/app-error.js';

/**
 * What checking a stream's right again found: it holds; it is gone, and why (the stream's final
 * `end` event says so); or it cannot be told now (`reason` null: the identity service or the
 * database did not answer). Then a heartbeat asks again at the next beat, and a send ends the
 * stream without a word, so its client resumes and meets the connection's own check.
 */
export type StreamRight = { readonly held: true } | { readonly held: false; readonly reason: EventStreamEndWire['reason'] | null };

const HELD: StreamRight = { held: true };
const UNKNOWN: StreamRight = { held: false, reason: null };

/**
 * What an error of the route's own check says of the right: a refusal (a 4xx AppError: not a
 * party any more, no account) is `access_lost`; anything else says nothing about the caller and
 * goes to `onUnknown`.
 */
export function rightAfter(error: unknown, onUnknown: (error: unknown) => void): StreamRight {
  if (error instanceof AppError && API_ERRORS[error.code].status < 500) return { held: false, reason: 'access_lost' };
  onUnknown(error);
  return UNKNOWN;
}

/**
 * Checks the very token a stream was opened with, through the same verifier as its connection:
 * expired, revoked or disabled is `session_expired`. A stream of an `optional` route opened
 * without a token has none to check. Never rejects.
 */
export async function tokenRight(verifier: TokenVerifierPort, token: string | null): Promise<StreamRight> {
  if (token === null) return HELD;
  const verified = await verifier.verify(token).catch(() => 'unavailable' as const);
  if (verified === 'expired' || verified === 'invalid') return { held: false, reason: 'session_expired' };
  return verified === 'unavailable' ? UNKNOWN : HELD;
}

/** The token ({@link tokenRight}), then the route's own check (`recheck`: what its reads ask). Never rejects. */
export async function fullRight(verifier: TokenVerifierPort, token: string | null, recheck: () => Promise<unknown>, onUnknown: (error: unknown) => void): Promise<StreamRight> {
  const byToken = await tokenRight(verifier, token);
  if (!byToken.held) return byToken;
  try {
    await recheck();
    return HELD;
  } catch (error) {
    return rightAfter(error, onUnknown);
  }
}
