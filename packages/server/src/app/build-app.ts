import multipart from '@fastify/multipart';
import { MAX_UPLOAD_BYTES } from '@publi/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerCompression } from '../http/register-compression.js';
import { replicatedReadCache } from '../cache/replicated-read-cache.js';
import { CreatorsRepository } from '../creators/creators.repository.js';
import { badUrlHandler, installErrorHandling } from '../http/error-handler.js';
import { routeRegistrar } from '../http/register-route.js';
import { registerSecurityHeaders } from '../http/security-headers.js';
import { installRateLimits } from '../http/rate-limit/install-rate-limits.js';
import { DEFAULT_RATE_LIMITS } from '../http/rate-limit/rate-limit-settings.js';
import { DEFAULT_RECENT_SIGN_IN_MINUTES } from '../http/recent-sign-in.js';
import { registerSandboxRoutes } from '../payments/sandbox/register-sandbox-routes.js';
import { SIGNATURE_HEADER } from '../payments/webhook-signature.js';
import { registerApiRoutes } from '../routes/register-api-routes.js';
import { openWebApp } from '../web-app/open-web-app.js';
import { emailJobsOn } from '../jobs/email-jobs.js';
import { DEFAULT_JOB_QUEUE_TIMING, JobQueue } from '../jobs/job-queue.js';
import type { AppDeps, RunningDeps } from './app-deps.js';
import { logSerializers } from './log-serializers.js';
import { startJobs } from './start-jobs.js';
import { defaultMetricsExposure } from '../config/metrics-config.js';
import { exposeMetrics } from '../metrics/metrics-route.js';
import { createMetrics } from '../metrics/publi-metrics.js';

/** JSON bodies larger than this are refused with 413; no route needs more. */
const JSON_BODY_LIMIT = 256 * 1024;

/**
 * The Publi API as a Fastify instance, every route under `/api`, and the built web app at `/`
 * when `deps.webApp` is given. Nothing is listening yet:
 * `main.ts` calls `listen`, tests call `inject`.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const webApp = deps.webApp ? await openWebApp(deps.webApp, (lookup) => new CreatorsRepository(deps.db).details(lookup)) : undefined;
  const app = Fastify({
    logger: deps.logger ? { ...(deps.logger === true ? {} : deps.logger), serializers: logSerializers } : false,
    bodyLimit: JSON_BODY_LIMIT,
    // Behind a load balancer the client's address arrives in X-Forwarded-For, believed only from the proxies named.
    trustProxy: trustedProxies(deps.trustProxy),
    frameworkErrors: badUrlHandler(webApp?.notFoundFallback),
  });
  // Before every other hook and route, so every answer is counted, refusals and 404s included.
  const metrics = createMetrics(app, {
    db: deps.db,
    jobQueueSql: deps.jobQueueSql,
    ...(deps.databasePools ? { pools: deps.databasePools } : {}),
    processSeries: deps.processMetrics ?? false,
    onReadFailed: (error, source) => {
      app.log.warn({ err: error, source }, 'could not read a source of metrics');
    },
  });
  // First, so its hook also covers the not-found fallback (the rendered page) and error bodies.
  await registerCompression(app);
  await registerSecurityHeaders(app, deps.mode ?? 'demo', deps.webApp?.config);
  installRateLimits(app, deps.rateLimits ?? DEFAULT_RATE_LIMITS, deps.clock, deps.tokenVerifier);
  installErrorHandling(app, webApp?.notFoundFallback);
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 6 },
  });
  const queue = await JobQueue.start(deps.jobQueueSql, deps.jobQueueTiming ?? DEFAULT_JOB_QUEUE_TIMING, (error, what) => {
    app.log.error({ err: error }, `could not ${what}`);
  });
  // Jobs in flight may finish while the requests do (`closeGracefully`'s bound), then are retried elsewhere.
  app.addHook('onClose', () => queue.stop());
  const running: RunningDeps = { ...deps, jobs: emailJobsOn(queue, deps.emailJobTiming), metrics };
  // One cache per replica, cleared on all of them by the database's notices on writes.
  const hotReads = replicatedReadCache(deps.events);
  app.addHook('onClose', () => hotReads.close());
  await app.register(
    (api, _options, done) => {
      registerApiRoutes(routeRegistrar(api, deps.tokenVerifier, { clock: deps.clock, windowMinutes: deps.recentSignInMinutes ?? DEFAULT_RECENT_SIGN_IN_MINUTES }), { ...running, cache: hotReads.cache }, api);
      done();
    },
    { prefix: '/api' },
  );
  await startJobs(app, running, queue);
  exposeMetrics(app, metrics.registry, deps.metricsExposure ?? defaultMetricsExposure(deps.mode ?? 'demo'));
  const sandbox = deps.payments.sandbox;
  if (sandbox) {
    registerSandboxRoutes(app, sandbox, deps.clock, (deps.mode ?? 'demo') === 'demo');
    // The sandbox calls the webhook route as a provider would, through the whole HTTP stack.
    sandbox.connect(async (rawBody, signature) => {
      const response = await app.inject({ method: 'POST', url: '/api/payment/webhook', headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature }, payload: rawBody });
      return response.statusCode;
    });
  }
  if (webApp) await webApp.register(app, hotReads.cache);
  return app;
}

/** Fastify's `trustProxy` for the proxies named: the nearest `hops` of them, or those addresses and ranges. */
function trustedProxies(trust: number | readonly string[] | undefined): false | string[] | ((address: string, hop: number) => boolean) {
  if (trust === undefined) return false;
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return [...trust];
}
