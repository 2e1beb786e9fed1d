import { createServer } from 'node:net';
import { StartupError } from './startup-error.js';

function codeOf(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' ? error.code : '';
}

/**
 * The one line an operator needs when the server cannot listen on `host:port`, or `null` for a
 * failure that is not about the address (that one keeps its stack: it is a bug).
 */
export function listenFailure(error: unknown, port: number, host: string): StartupError | null {
  const another = port >= 1024 && port < 65535 ? port + 1 : 3001;
  switch (codeOf(error)) {
    case 'EADDRINUSE':
      return new StartupError(`Port ${port} is already in use: choose another, e.g. PORT=${another} pnpm start`);
    case 'EACCES':
      return new StartupError(`Port ${port} needs privileges this process does not have: choose one above 1023, e.g. PORT=${another} pnpm start`);
    case 'EADDRNOTAVAIL':
    case 'ENOTFOUND':
      return new StartupError(`HOST "${host}" is not an address of this machine: leave HOST unset, or set an address this machine has`);
    default:
      return null;
  }
}

/**
 * Fails with `listenFailure`'s message when `host:port` cannot be listened on, before the slow
 * part of a start (migrations, the demo catalogue) runs for a server that would not listen.
 */
export function ensureCanListen(port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error) => {
      reject(listenFailure(error, port, host) ?? error);
    });
    probe.listen({ port, host, exclusive: true }, () => {
      probe.close(() => {
        resolve();
      });
    });
  });
}
