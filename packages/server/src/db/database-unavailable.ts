// Failures that say the database cannot be reached right now, not that the request or our
// code is wrong: the server answers them 503 SERVICE_UNAVAILABLE (try again), never 500.
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);
// SQLSTATE: admin_shutdown, crash_shutdown, cannot_connect_now (starting up or shutting down),
// too_many_connections. Class 08 (connection exception) is matched by its prefix.
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300']);
// node-postgres says these in words only: the pool's connection timeout, and a connection
// that ended under a query or was already broken when the query came.
const DRIVER_MESSAGES = [/^timeout exceeded when trying to connect/i, /^Connection terminated/i, /not queryable/i, /^Client was closed/i];

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined;
}

function isConnectionFailure(error: unknown): boolean {
  const code = field(error, 'code');
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  const message = field(error, 'message');
  return typeof message === 'string' && DRIVER_MESSAGES.some((pattern) => pattern.test(message));
}

/**
 * Whether `error` (or what it wraps: Drizzle puts the driver's error in `cause`, a failed
 * connect may be an `AggregateError` of one try per address) means the database is out of
 * reach, restarting or full, rather than a bug or a constraint.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 4 || typeof error !== 'object' || error === null) return false;
  if (isConnectionFailure(error)) return true;
  const inner = field(error, 'errors');
  if (Array.isArray(inner) && inner.some((one) => isDatabaseUnavailable(one, depth + 1))) return true;
  return isDatabaseUnavailable(field(error, 'cause'), depth + 1);
}
