import type { DatabaseEvents } from '../db/database.js';
import { CACHE_CHANNEL } from './cache-topics.js';
import { ReadCache, type ReadCacheOptions } from './read-cache.js';

/** A replica's cache of hot reads, and how to stop listening for its invalidations. */
export interface ReplicatedReadCache {
  readonly cache: ReadCache;
  /** Stops listening; reads then go to the database and nothing is kept. */
  close(): Promise<void>;
}

/**
 * A {@link ReadCache} cleared on every replica by the notices on {@link CACHE_CHANNEL}: each
 * payload names a topic to clear, and `null` (the listening connection was lost and is back,
 * notices may have been missed) clears everything. It starts listening on the first cached
 * read, not at start-up, so an app that never serves one opens no connection for it; until
 * `LISTEN` is in place, and after a failed attempt, reads are not cached. When the listening
 * connection breaks, everything is cleared at once and nothing is kept until it listens again
 * (`listen-postgres.ts` retries every second): a notice missed in between cannot leave a
 * stale answer behind.
 */
export function replicatedReadCache(events: DatabaseEvents, options: Omit<ReadCacheOptions, 'isLive'> = {}): ReplicatedReadCache {
  let listening: Promise<(() => Promise<void>) | null> | null = null;
  let closed = false;
  // False from a lost connection until it listens again.
  let connected = true;
  const cache = new ReadCache({
    ...options,
    isLive: async () => {
      if (closed) return false;
      listening ??= events
        .listen(
          CACHE_CHANNEL,
          (topic) => {
            if (topic === null) {
              connected = true;
              cache.invalidateAll();
            } else {
              cache.invalidate(topic);
            }
          },
          () => {
            connected = false;
            cache.invalidateAll();
          },
        )
        .catch(() => {
          // The database may be down: this read goes to it (and fails or not), the next tries again.
          listening = null;
          return null;
        });
      return (await listening) !== null && connected && !closed;
    },
  });
  return {
    cache,
    close: async () => {
      closed = true;
      cache.invalidateAll();
      const stop = await listening;
      listening = null;
      await stop?.();
    },
  };
}
