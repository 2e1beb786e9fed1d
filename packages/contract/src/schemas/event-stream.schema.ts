import { z } from 'zod';

/**
 * Why a server-sent events stream ended for good (every `eventStream` route):
 * - `access_lost`: the caller is no longer allowed what the stream shows (an agent the creator
 *   unlinked, an account deleted): the route's own reads answer 404 too;
 * - `session_expired`: the token the stream was opened with expired or is no longer valid.
 */
export const EVENT_STREAM_END_REASONS = ['access_lost', 'session_expired'] as const;

/**
 * The data of a stream's final event, `event: end`: the server checks the caller's right again
 * before each event it sends and at each heartbeat, and when the right is gone it sends this
 * and closes. A client does not reconnect after it (unless, for `session_expired`, it holds a
 * newer token than the one the stream was opened with); any other end of a stream is a dropped
 * connection, to resume with `?after=`.
 */
export const eventStreamEndSchema = z.object({ reason: z.enum(EVENT_STREAM_END_REASONS) });

/** @see eventStreamEndSchema */
export type EventStreamEndWire = z.infer<typeof eventStreamEndSchema>;

/** The event name of a stream's final event (`event: end`). */
export const EVENT_STREAM_END_EVENT = 'end';

/**
 * The event a stream's server sends as it closes for a deploy or a restart (SIGTERM), with no
 * data of its own: the stream did not end for good, its client reconnects at once (no backoff)
 * after the last event it saw, and the load balancer sends it to a replica still running.
 */
export const EVENT_STREAM_RECONNECT_EVENT = 'reconnect';
