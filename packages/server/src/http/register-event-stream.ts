import { EVENT_STREAM_END_EVENT, EVENT_STREAM_RECONNECT_EVENT, eventStreamEndSchema, type EventStreamEndWire, type RouteContract } from '@publi/contract';
import type { FastifyInstance } from 'fastify';
import { tokenFromRequest } from '../auth/authenticate.js';
import type { TokenVerifierPort } from '../auth/token-verifier.port.js';
import { rateLimitConfig, readRouteInput } from './register-route.js';
import type { RouteInput } from './route-handler.js';
import { fullRight, rightAfter, tokenRight, type StreamRight } from './stream-right.js';

/** One event of a stream: its `data` (checked against the route's response schema) and the `id` to resume after. */
export interface StreamEvent {
  readonly id: string;
  readonly data: unknown;
}

/** Where a stream's events go. */
export interface EventSink {
  /**
   * Verifies the stream's token again, then sends `events` in order. Answers false, sending
   * nothing, when the stream is over (the token expired, the right is gone, the client left, the
   * server is closing): read no more then. Rejects, sending nothing, when the token cannot be
   * verified now (the identity service did not answer): hand that to {@link goesOnAfter}.
   */
  send(events: readonly StreamEvent[]): Promise<boolean>;
  /** Settles when the client went away, the stream was ended, or the server is closing. */
  readonly closed: Promise<void>;
  /**
   * Hands over the error that stopped a read, and answers whether the stream goes on. A refusal (a
   * 4xx AppError: the right is gone) ends it with `event: end` and `access_lost`: false. Anything
   * else says nothing about the caller (the pool was busy, the database did not answer): it is
   * logged, and the answer is true while the stream is open, so the reader tries again shortly
   * and its client keeps the connection.
   */
  goesOnAfter(error: unknown): boolean;
}

/**
 * A stream route's answer: how to check the caller's right again, and what runs the stream until
 * `sink.closed`. Each read of new events checks the right again after reading, on the same
 * connection (`ChatService.after`: a later snapshot, one trip to the pool), and hands a failure to
 * `sink.goesOnAfter(error)`: so no event reaches a caller who had lost the right before it existed.
 */
export interface EventStream {
  /** The check the handler made before answering (the caller may still read this), asked again at each heartbeat; it throws the route's 4xx AppError once the right is gone. */
  readonly recheck: () => Promise<unknown>;
  readonly run: (sink: EventSink) => Promise<void>;
}

/**
 * A stream route's handler: checks the caller and the input like any handler (a refusal is the
 * usual JSON error), then answers the {@link EventStream}.
 */
export type EventStreamHandler<Route extends RouteContract> = (input: RouteInput<Route>) => Promise<EventStream>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** An event stream's route: its opened streams are counted by the stream series (`/metrics`), not as answers. */
    eventStream?: boolean;
  }
}

/** Hears each stream open and close: the operator's count of open streams (`/metrics`). */
export interface OpenStreamTally {
  opened(): void;
  closed(): void;
}

/** What every stream route shares: the connection's token verifier, the heartbeat, and the tally of open streams. */
export interface EventStreamSettings {
  readonly verifier: TokenVerifierPort;
  readonly tally: OpenStreamTally;
  /** Milliseconds between heartbeats: each checks the caller's right again (the token, then the route's check), then writes a comment line. */
  readonly heartbeatMs: number;
}

/**
 * The heartbeat unless `STREAM_HEARTBEAT_SECONDS` says otherwise: under the 15 s in which a stream
 * ends once its caller lost the right (the check itself takes a few milliseconds more), and under
 * the minute after which proxies close a quiet connection.
 */
export const DEFAULT_STREAM_HEARTBEAT_MS = 10_000;
/** What a browser's EventSource (or our fetch reader) waits before reconnecting. */
const RETRY_MS = 2_000;

/** Why the server ends a stream: the caller's right is gone (`event: end`), or the server is closing (`event: reconnect`). */
type StreamEnd = EventStreamEndWire['reason'] | 'reconnect';

function finalEvent(reason: StreamEnd): string {
  if (reason === 'reconnect') return `event: ${EVENT_STREAM_RECONNECT_EVENT}\ndata: {}\n\n`;
  return `event: ${EVENT_STREAM_END_EVENT}\ndata: ${JSON.stringify(eventStreamEndSchema.parse({ reason }))}\n\n`;
}

/**
 * Registers a server-sent events route of the contract (`eventStream: true`): authenticated from
 * the Authorization header like every route (never a token in the URL), then `text/event-stream`
 * with `id:` and `data:` lines. The caller's right is checked again at each heartbeat (the token,
 * through the same verifier, and the route's own check) and with each send (the token here, the
 * route's check with its read); once it is gone the stream's last event is `event: end` with the
 * reason, and nothing more is sent. When the server closes, each stream's last event is
 * `event: reconnect` and it ends: a graceful shutdown does not wait on streams, and their clients
 * reconnect at once, to another replica.
 */
export function registerEventStream<Route extends RouteContract>(app: FastifyInstance, settings: EventStreamSettings, route: Route, handler: EventStreamHandler<Route>): void {
  if (route.eventStream !== true || route.method !== 'GET') throw new Error(`${route.path} is not an event stream route`);
  const open = new Set<(reason?: StreamEnd) => void>();
  app.addHook('preClose', (done) => {
    for (const end of open) end('reconnect');
    done();
  });

  // No HEAD twin: it would run the stream's handler and hold a connection for nothing.
  app.get(route.path, { config: { ...rateLimitConfig(route), eventStream: true }, exposeHeadRoute: false }, async (request, reply) => {
    const input = await readRouteInput(settings.verifier, route, request, () => undefined);
    const stream = await handler(input);
    const token = tokenFromRequest(request);
    const onUnknown = (error: unknown) => {
      request.log.warn({ err: error }, "could not check a stream's right again");
    };
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      // Tells a buffering proxy (nginx) to pass events through as they come.
      'x-accel-buffering': 'no',
    });
    raw.write(`retry: ${String(RETRY_MS)}\n\n`);
    let resolveClosed: () => void = () => undefined;
    const closed = new Promise<void>((resolve) => {
      resolveClosed = resolve;
    });
    const state = { over: false };
    raw.on('close', () => {
      state.over = true;
      resolveClosed();
    });
    const end = (reason?: StreamEnd) => {
      const writable = !state.over && !raw.writableEnded && !raw.destroyed;
      state.over = true;
      if (writable && reason !== undefined) raw.write(finalEvent(reason));
      if (!raw.writableEnded) raw.end();
      resolveClosed();
    };
    open.add(end);
    settings.tally.opened();
    // Whether the stream may go on after a check; a lost right ends it here, with its reason.
    const goOn = (right: StreamRight): boolean => {
      if (state.over) return false;
      if (right.held) return true;
      end(right.reason ?? undefined);
      return false;
    };
    const beat = { checking: false };
    const heartbeat = setInterval(() => {
      // A check slower than the interval is not stacked behind itself.
      if (beat.checking) return;
      beat.checking = true;
      void fullRight(settings.verifier, token, stream.recheck, onUnknown)
        .then((right) => {
          // A right that cannot be told now (the identity service or the database did not
          // answer) is asked again at the next beat: every send still checks it with its read.
          const untold = !right.held && right.reason === null;
          if (untold ? !state.over : goOn(right)) raw.write(': ping\n\n');
        })
        .finally(() => {
          beat.checking = false;
        });
    }, settings.heartbeatMs);
    const sink: EventSink = {
      send: async (events) => {
        if (state.over) return false;
        const right = await tokenRight(settings.verifier, token);
        // Not told now (the identity service did not answer): nothing is sent unverified, and the
        // reader's failure path reads the same events again shortly (`goesOnAfter`).
        if (!right.held && right.reason === null) throw new Error("could not verify the stream's token now");
        if (!goOn(right)) return false;
        for (const { id, data } of events) raw.write(`id: ${id}\ndata: ${JSON.stringify(route.response.parse(data))}\n\n`);
        return true;
      },
      closed,
      goesOnAfter: (error) => {
        const right = rightAfter(error, onUnknown);
        // A right that cannot be told now keeps the stream: the next read checks it again.
        return right.held || right.reason === null ? !state.over : goOn(right);
      },
    };
    try {
      await stream.run(sink);
    } catch (error) {
      request.log.error({ err: error }, 'event stream failed');
    } finally {
      clearInterval(heartbeat);
      open.delete(end);
      settings.tally.closed();
      end();
    }
  });
}
