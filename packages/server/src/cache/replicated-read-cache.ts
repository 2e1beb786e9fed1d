import { randomUUID } from 'node:crypto';
import type { DatabaseEvents } from '../db/database.js';
import { CACHE_CHANNEL } from './cache-topics.js';
import { ReadCache, type ReadCacheOptions } from './read-cache.js';

/** A notice no trigger sends: a replica's own marker, heard back once the notices before it were. */
const BARRIER_PREFIX = 'barrier:';

/** How long `settle` waits for its marker before answering anyway: a write is never held longer. */
const SETTLE_TIMEOUT_MS = 2_000;

/** A replica's cache of hot reads, and how to stop listening for its invalidations. */
export interface ReplicatedReadCache {
  readonly cache: ReadCache;
  /**
   * Resolves once every notice committed before the call has cleared this replica's cache,
   * so a write's own replica answers its next read with the write (read-your-writes). At once
   * when the replica keeps nothing; after {@link SETTLE_TIMEOUT_MS} at most.
   */
  settle(): Promise<void>;
  /** Stops listening; reads then go to the database and nothing is kept. */
  close(): Promise<void>;
}

export interface ReplicatedReadCacheOptions extends Omit<ReadCacheOptions, 'isLive'> {
  /** Sends `payload` on the cache channel (`pg_notify`), for {@link ReplicatedReadCache.settle}; without it settle waits for nothing. */
  readonly sendNotice?: (payload: string) => Promise<unknown>;
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
 *
 * A replica hears its own writes' notices a moment after their commit, like any other. So
 * that the replica that wrote does not answer from before its write in that moment, `settle`
 * sends a marker after the commit and waits for it to come back: PostgreSQL delivers notices
 * in commit order, so by then the write's own have cleared what they name.
 */
export function replicatedReadCache(events: DatabaseEvents, { sendNotice, ...options }: ReplicatedReadCacheOptions = {}): ReplicatedReadCache {
  let listening: Promise<(() => Promise<void>) | null> | null = null;
  let closed = false;
  // False from a lost connection until it listens again.
  let connected = true;
  const markers = new Map<string, () => void>();
  const releaseMarkers = () => {
    for (const release of markers.values()) release();
    markers.clear();
  };
  const cache = new ReadCache({
    ...options,
    isLive: async () => {
      if (closed) return false;
      listening ??= events
        .listen(
          CACHE_CHANNEL,
          (payload) => {
            if (payload === null) {
              connected = true;
              cache.invalidateAll();
            } else if (payload.startsWith(BARRIER_PREFIX)) {
              markers.get(payload)?.();
            } else {
              cache.invalidate(payload);
            }
          },
          () => {
            connected = false;
            cache.invalidateAll();
            // Nothing is kept until it listens again: there is nothing to wait for.
            releaseMarkers();
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

  const settle = async (): Promise<void> => {
    // Nothing kept, nothing to clear: no read has started listening, or it cannot listen.
    if (sendNotice === undefined || listening === null || (await listening) === null || !connected || closed) return;
    const marker = `${BARRIER_PREFIX}${randomUUID()}`;
    let timer: NodeJS.Timeout | undefined;
    const heard = new Promise<void>((resolve) => {
      markers.set(marker, resolve);
      timer = setTimeout(resolve, SETTLE_TIMEOUT_MS);
    });
    try {
      await sendNotice(marker);
      await heard;
    } catch {
      // The write is done either way; a database that cannot take the marker cannot hold it back.
    } finally {
      clearTimeout(timer);
      markers.delete(marker);
    }
  };

  return {
    cache,
    settle,
    close: async () => {
      closed = true;
      cache.invalidateAll();
      releaseMarkers();
      const stop = await listening;
      listening = null;
      await stop?.();
    },
  };
}
