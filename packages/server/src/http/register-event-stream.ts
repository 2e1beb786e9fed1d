import type { RouteContract } from '@publi/contract';
import type { FastifyInstance } from 'fastify';
import type { TokenVerifierPort } from '../auth/token-verifier.port.js';
import { rateLimitConfig, readRouteInput } from './register-route.js';
import type { RouteInput } from './route-handler.js';

/** Where a stream's events go. */
export interface EventSink {
  /** Sends one event: `data` is checked against the route's response schema; `id` is what to resume after. */
  send(id: string, data: unknown): void;
  /** Settles when the client went away, the stream was ended, or the server is closing. */
  readonly closed: Promise<void>;
  /** Ends the stream (the client reconnects and resumes). */
  end(): void;
}

/**
 * A stream route's handler: checks the caller and the input like any handler (a refusal is the
 * usual JSON error), then answers what runs the stream until `sink.closed`.
 */
export type EventStreamHandler<Route extends RouteContract> = (input: RouteInput<Route>) => Promise<(sink: EventSink) => Promise<void>>;

/** A comment line every so often keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 15_000;
/** What a browser's EventSource (or our fetch reader) waits before reconnecting. */
const RETRY_MS = 2_000;

/**
 * Registers a server-sent events route of the contract (`eventStream: true`): authenticated from
 * the Authorization header like every route (never a token in the URL), then `text/event-stream`
 * with `id:` and `data:` lines. Streams are ended when the server closes, so a graceful shutdown
 * does not wait on them and clients reconnect elsewhere.
 */
export function registerEventStream<Route extends RouteContract>(
  app: FastifyInstance,
  verifier: TokenVerifierPort,
  route: Route,
  handler: EventStreamHandler<Route>,
): void {
  if (route.eventStream !== true || route.method !== 'GET') throw new Error(`${route.path} is not an event stream route`);
  const open = new Set<() => void>();
  app.addHook('preClose', (done) => {
    for (const end of open) end();
    done();
  });

  // No HEAD twin: it would run the stream's handler and hold a connection for nothing.
  app.get(route.path, { config: rateLimitConfig(route), exposeHeadRoute: false }, async (request, reply) => {
    const input = await readRouteInput(verifier, route, request, () => undefined);
    const run = await handler(input);
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
    raw.on('close', () => {
      resolveClosed();
    });
    const end = () => {
      if (!raw.writableEnded) raw.end();
      resolveClosed();
    };
    open.add(end);
    const heartbeat = setInterval(() => raw.write(': ping\n\n'), HEARTBEAT_MS);
    const sink: EventSink = {
      send: (id, data) => {
        if (raw.writableEnded || raw.destroyed) return;
        raw.write(`id: ${id}\ndata: ${JSON.stringify(route.response.parse(data))}\n\n`);
      },
      closed,
      end: () => { end(); },
    };
    try {
      await run(sink);
    } catch (error) {
      request.log.error({ err: error }, 'event stream failed');
    } finally {
      clearInterval(heartbeat);
      open.delete(end);
      end();
    }
  });
}
