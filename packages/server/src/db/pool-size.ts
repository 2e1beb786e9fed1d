import { availableParallelism } from 'node:os';

/**
 * The PostgreSQL pool's size when `DATABASE_POOL_SIZE` is unset: twice this machine's cores.
 * One Node process runs JavaScript on one core, so a connection is worth having only while
 * PostgreSQL works on a query and the process waits: a search runs two queries side by side,
 * and a few requests in flight keep the database's cores busy. More connections only queue
 * inside PostgreSQL (each one a process with its own memory), and every replica holds its own
 * pool against the server's `max_connections`. At least 4, so a one-core container still runs
 * a search's two queries beside another request's.
 */
export function defaultPoolSize(cores: number = availableParallelism()): number {
  return Math.max(4, 2 * cores);
}
