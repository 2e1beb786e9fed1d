import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import type { MetricsExposure } from '../config/metrics-config.js';
import { StartupError } from '../config/startup-error.js';
import { answerScrape } from './metrics-answer.js';
import { closeServer } from '../http/close-server.js';

/** Where operators scrape: at the server's root beside `/api`, as Prometheus looks by default, not an API route of the contract. */
export const METRICS_PATH = '/metrics';

/**
 * Serves `registry` as `exposure` says: on the app (`GET /metrics`, counted against the `read`
 * budget like any read, since a scrape reads the database), on a port of its own from the moment
 * the app is ready (closed with it), or nowhere: then `/metrics` is the API's plain 404.
 */
export function exposeMetrics(app: FastifyInstance, registry: Registry, exposure: MetricsExposure): void {
  if (exposure.where === 'none') return;
  if (exposure.where === 'app') {
    app.get(METRICS_PATH, { config: { rateLimit: 'read' } }, async (request, reply) => {
      const answer = await answerScrape(registry, exposure.token, request.headers.authorization);
      return reply.code(answer.status).headers(answer.headers).send(answer.body);
    });
    return;
  }
  const server = metricsServer(registry, exposure.token);
  // On ready, which `listen` awaits: a port that cannot be had stops the start with one line.
  app.addHook('onReady', async () => {
    await new Promise<void>((resolve, reject) => {
      // Kept after the start too (a no-op then): an 'error' nobody hears would end the process.
      server.on('error', (error) => {
        reject(new StartupError(`METRICS_PORT ${String(exposure.port)} cannot be listened on at ${exposure.host} (${codeOf(error)}): choose another`));
      });
      server.listen(exposure.port, exposure.host, resolve);
    });
  });
  app.addHook('onClose', async () => {
    // A scraper keeps its connection open between scrapes: `closeServer` cuts it.
    if (server.listening) await closeServer(server);
  });
}

/** A plain HTTP server answering `GET /metrics` and 404 to anything else: nothing of the API is on its port. */
function metricsServer(registry: Registry, token: string | undefined): Server {
  return createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== METRICS_PATH || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404).end();
      return;
    }
    answerScrape(registry, token, request.headers.authorization).then(
      (answer) => {
        response.writeHead(answer.status, answer.headers).end(request.method === 'HEAD' ? undefined : answer.body);
      },
      () => {
        response.writeHead(500).end();
      },
    );
  });
}

function codeOf(error: Error): string {
  return 'code' in error && typeof error.code === 'string' ? error.code : error.message;
}
