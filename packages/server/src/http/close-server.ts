import type { Server } from 'node:http';

/**
 * Stops `server` listening and resolves once it has closed, cutting the connections it still
 * holds (kept alive between requests, or waiting on an answer that will not come): without
 * that, `close` waits for every client to hang up.
 */
export async function closeServer(server: Server): Promise<void> {
  const closed = new Promise<void>((resolve) => {
    server.close(() => {
      resolve();
    });
  });
  server.closeAllConnections();
  await closed;
}
