import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Registry } from 'prom-client';
import type { EmailSendCounts } from '../email/email-sending.service.js';
import type { OpenStreamTally } from '../http/register-event-stream.js';
import { databaseSeries, type DatabaseSources } from './database-series.js';
import { installHttpSeries } from './http-series.js';
import { emailSeries, openStreamsSeries } from './work-series.js';

/** The app's series, and the parts that count into them, handed to what does the work. */
export interface PubliMetrics {
  /** This app's own registry: tests run several apps in one process, each with its own counts. */
  readonly registry: Registry;
  readonly streams: OpenStreamTally;
  readonly emails: EmailSendCounts;
}

/** What the series need from the app beside the HTTP server: the database's sources, and whether to add the process's own series. */
export interface MetricsSources extends DatabaseSources {
  /**
   * prom-client's default series (CPU, memory, event loop lag, GC), for the one app of a server
   * process (`main.ts`). Each registry that takes them starts an event-loop monitor and a GC
   * observer that are never stopped, so the many apps of a test run go without.
   */
  readonly processSeries: boolean;
}

/** Makes the app's registry and series; the HTTP series count every answer of `app` from now on. */
export function createMetrics(app: FastifyInstance, sources: MetricsSources): PubliMetrics {
  const registry = new Registry();
  if (sources.processSeries) collectDefaultMetrics({ register: registry });
  installHttpSeries(app, registry);
  databaseSeries(registry, sources);
  return { registry, streams: openStreamsSeries(registry), emails: emailSeries(registry) };
}
