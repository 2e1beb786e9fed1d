import type { FastifyInstance } from 'fastify';

/** How often connections left idle are closed while the server drains. */
const IDLE_SWEEP_MS = 100;
/** The longest a shutdown waits for requests in flight: under the 30 s most orchestrators give before SIGKILL. */
export const SHUTDOWN_GRACE_MS = 25_000;

/**
 * Closes the server as a rolling deploy needs: it stops accepting connections at once, ends
 * the chat streams (their `preClose` hook; clients reconnect elsewhere and resume), and lets
 * the requests in flight finish with their answers. A keep-alive connection whose request
 * finishes during the drain would otherwise stay open until its timeout (72 s) and hold the
 * close, so idle connections are closed as they appear; past `graceMs` every connection is.
 */
export async function closeGracefully(app: FastifyInstance, graceMs = SHUTDOWN_GRACE_MS): Promise<void> {
  const sweep = setInterval(() => {
    app.server.closeIdleConnections();
  }, IDLE_SWEEP_MS);
  const deadline = setTimeout(() => {
    app.log.warn('requests still running at the end of the shutdown grace: closing their connections');
    app.server.closeAllConnections();
  }, graceMs);
  try {
    await app.close();
  } finally {
    clearInterval(sweep);
    clearTimeout(deadline);
  }
}
