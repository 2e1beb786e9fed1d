import { API_ERRORS, type EventStreamEndWire } from '@publi/contract';
import type { TokenVerifierPort } from '../auth/token-verifier.port.js';
import { AppError } from '../errors/app-error.js';

/**
 * What checking a stream's right again found: it holds; it is gone, and why (the stream's final
 * `end` event says so); or it cannot be told now (`reason` null: the identity service or the
 * database did not answer), and the stream ends without a word so its client resumes, meeting the
 * connection's own check.
 */
export type StreamRight = { readonly held: true } | { readonly held: false; readonly reason: EventStreamEndWire['reason'] | null };

const HELD: StreamRight = { held: true };
const UNKNOWN: StreamRight = { held: false, reason: null };

/**
 * Checks a stream's right as its connection did: the very token it was opened with, through the
 * same verifier (expired, revoked or disabled: `session_expired`), then the route's own check
 * (`recheck`: what its reads ask, so a stream and a read can never disagree). A refusal of that
 * check (a 4xx AppError: not a party any more, no account) is `access_lost`; anything else says
 * nothing about the caller and goes to `onUnknown`. Never rejects.
 */
export function streamRightCheck(
  verifier: TokenVerifierPort,
  token: string | null,
  recheck: () => Promise<unknown>,
  onUnknown: (error: unknown) => void,
): () => Promise<StreamRight> {
  return async () => {
    try {
      if (token !== null) {
        const verified = await verifier.verify(token);
        if (verified === 'expired' || verified === 'invalid') return { held: false, reason: 'session_expired' };
        if (verified === 'unavailable') return UNKNOWN;
      }
      await recheck();
      return HELD;
    } catch (error) {
      if (error instanceof AppError && API_ERRORS[error.code].status < 500) return { held: false, reason: 'access_lost' };
      onUnknown(error);
      return UNKNOWN;
    }
  };
}
