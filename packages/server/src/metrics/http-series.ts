import type { FastifyInstance } from 'fastify';
import { Counter, Histogram, type Registry } from 'prom-client';

/** The route label of a request no route matched (the API's 404, the web app's page fallback): one value, never its path. */
export const UNMATCHED_ROUTE = 'unmatched';

// Methods Fastify routes; anything else is folded into one value, so a caller cannot mint label values.
const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']);

// From a cached read (a few ms) to a drawn page or an upload (seconds).
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const LABELS = ['route', 'method', 'status'] as const;

/**
 * Counts every answer and its time by route pattern, method and status. The route is the pattern
 * Fastify matched (`/api/project/contract/:id/counter`), never the address asked for: an address
 * holds ids, slugs and tokens, which would leak into the series and make one series per id.
 */
export function installHttpSeries(app: FastifyInstance, registry: Registry): void {
  const requests = new Counter({ name: 'publi_http_requests_total', help: 'HTTP answers by route pattern, method and status.', labelNames: LABELS, registers: [registry] });
  const latency = new Histogram({
    name: 'publi_http_request_duration_seconds',
    help: 'Time from the request to the end of its answer, by route pattern, method and status.',
    labelNames: LABELS,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    // An opened event stream is no answer: Fastify hears only those the server ends, never those
    // the client leaves, and its time is the stream's life. The stream series count them; a
    // stream refused (401, 404) is an answer like any other.
    if (request.routeOptions.config.eventStream === true && reply.statusCode === 200) {
      done();
      return;
    }
    const labels = {
      route: request.routeOptions.url ?? UNMATCHED_ROUTE,
      method: KNOWN_METHODS.has(request.method) ? request.method : 'other',
      status: String(reply.statusCode),
    };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
    done();
  });
}
