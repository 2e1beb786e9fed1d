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
 * `LISTEN` is in place, and after a failed attempt, reads are not cached. A listening
 * connection that breaks is not seen until it is back: entries kept in between live until then
 * (`listen-postgres.ts` retries every second) or until their TTL, whichever comes first.
 */
export function replicatedReadCache(events: DatabaseEvents, options: Omit<ReadCacheOptions, 'isLive'> = {}): ReplicatedReadCache {
  let listening: Promise<(() => Promise<void>) | null> | null = null;
  let closed = false;
  const cache = new ReadCache({
    ...options,
    isLive: async () => {
      if (closed) return false;
      listening ??= events
        .listen(CACHE_CHANNEL, (topic) => {
          if (topic === null) cache.invalidateAll();
          else cache.invalidate(topic);
        })
        .catch(() => {
          // The database may be down: this read goes to it (and fails or not), the next tries again.
          listening = null;
          return null;
        });
      return (await listening) !== null && !closed;
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
