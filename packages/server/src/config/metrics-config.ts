import type { PubliMode } from './publi-mode.js';
import { StartupError } from './startup-error.js';

/**
 * Where `/metrics` is served and who may read it:
 * - `none`: nowhere (production with neither setting: the series would be public otherwise);
 * - `app`: on the API's own port, behind `token` when there is one (open without: the demo);
 * - `port`: on a port of its own (`METRICS_PORT`), which the operator keeps off the load balancer, behind `token` when there is one.
 */
export type MetricsExposure =
  | { readonly where: 'none' }
  | { readonly where: 'app'; readonly token?: string }
  | { readonly where: 'port'; readonly port: number; readonly host: string; readonly token?: string };

/** As long as the other secrets production asks for (`EMAIL_LINK_SECRET`): too long to guess. */
export const MIN_METRICS_TOKEN_LENGTH = 32;

/**
 * `METRICS_PORT` and `METRICS_TOKEN`, in either mode. Without them the demo serves `/metrics`
 * openly beside the API and production serves it nowhere, rather than refusing to start: the
 * series are an operator's convenience, and a deployment that has no scraper yet still runs.
 */
export function readMetricsExposure(env: NodeJS.ProcessEnv, mode: PubliMode, app: { readonly port: number; readonly host: string }): MetricsExposure {
  const token = env['METRICS_TOKEN'] || undefined;
  if (token !== undefined && (token.length < MIN_METRICS_TOKEN_LENGTH || /\s/.test(token))) {
    throw new StartupError(`METRICS_TOKEN must be at least ${String(MIN_METRICS_TOKEN_LENGTH)} characters without spaces`);
  }
  const port = portFrom(env['METRICS_PORT']);
  if (port !== undefined && port === app.port) throw new StartupError(`METRICS_PORT must differ from PORT (${String(app.port)}): the metrics port is the one kept off the load balancer`);
  const guarded = token === undefined ? {} : { token };
  // On the API's own interfaces (HOST): the port is kept private by the network, not by the address.
  if (port !== undefined) return { where: 'port', port, host: app.host, ...guarded };
  if (token !== undefined || mode === 'demo') return { where: 'app', ...guarded };
  return { where: 'none' };
}

/** The exposure an app gets when its deps name none: open in the demo, nowhere in production. */
export function defaultMetricsExposure(mode: PubliMode): MetricsExposure {
  return mode === 'demo' ? { where: 'app' } : { where: 'none' };
}

function portFrom(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const port = Number(value);
  if (!/^\d+$/.test(value) || port < 1 || port > 65535) throw new StartupError(`METRICS_PORT must be a port number from 1 to 65535, got "${value}"`);
  return port;
}
