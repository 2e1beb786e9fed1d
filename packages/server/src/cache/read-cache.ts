/** How long an entry is kept when no invalidation comes: the safety net, not the mechanism. */
export const DEFAULT_CACHE_TTL_MS = 60_000;

/** What a {@link ReadCache} needs besides its entries; tests hand in their own clock. */
export interface ReadCacheOptions {
  /** An entry older than this is loaded again even if no invalidation came. */
  readonly ttlMs?: number;
  /** Milliseconds, for the TTL. */
  readonly now?: () => number;
  /**
   * Whether invalidations are being received right now (the replica listens on its channel).
   * While it answers false every read goes to the database and nothing is kept: an entry kept
   * then could miss the notice that should clear it.
   */
  readonly isLive?: () => Promise<boolean>;
}

/** How a keyed read is cached. */
export interface KeyedReadOptions<K> {
  /** The most entries kept for this read; the least recently used goes first. */
  readonly maxEntries: number;
  /** The entry's key; equal keys must mean equal answers. */
  readonly keyOf: (key: K) => string;
}

interface Entry<V> {
  readonly value: V;
  readonly expiresAt: number;
}

/** A load under way, which later readers of the same key and generation share. */
interface Flight<V> {
  readonly generation: number;
  readonly promise: Promise<V>;
}

interface Store {
  clear(): void;
}

/**
 * An in-process cache of hot reads, grouped by topic ("search", "categories"...). A write
 * clears its topic with {@link invalidate} (on every replica: `replicated-read-cache.ts`).
 *
 * Each topic has a generation, moved by every invalidation. A load remembers the generation
 * it started under and keeps its answer only if it is still current when the load ends: a read
 * that began before a write may have seen the old rows, and must not put them back in the
 * cache after the write's invalidation cleared it. Its caller still gets the answer, as it
 * would without a cache. Concurrent reads of one key share one load (a burst of misses makes
 * one query), but never one started before an invalidation.
 *
 * Values are shared between callers: they must not be changed.
 */
export class ReadCache {
  private readonly generations = new Map<string, number>();
  private readonly stores = new Map<string, Store[]>();
  private readonly ttlMs: number;
  private readonly now: () => number;
  private readonly isLive: () => Promise<boolean>;

  constructor(options: ReadCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? DEFAULT_CACHE_TTL_MS;
    this.now = options.now ?? Date.now;
    this.isLive = options.isLive ?? (() => Promise.resolve(true));
  }

  /** `load` with its one answer cached under `topic`. */
  single<V>(topic: string, load: () => Promise<V>): () => Promise<V> {
    const read = this.keyed<null, V>(topic, () => load(), { maxEntries: 1, keyOf: () => '' });
    return () => read(null);
  }

  /**
   * `load`'s one answer kept under `topic`, or null while invalidations are not being received.
   * For a value worth having only when kept (too dear to load on every read): while nothing may
   * be kept, the caller does without it rather than load it each time.
   */
  keptOnly<V>(topic: string, load: () => Promise<V>): () => Promise<V | null> {
    const read = this.single(topic, load);
    return async () => ((await this.isLive()) ? read() : null);
  }

  /** `load` with up to `maxEntries` answers cached under `topic`, one per key. */
  keyed<K, V>(topic: string, load: (key: K) => Promise<V>, options: KeyedReadOptions<K>): (key: K) => Promise<V> {
    const entries = new Map<string, Entry<V>>();
    const flights = new Map<string, Flight<V>>();
    this.storesOf(topic).push({
      clear: () => {
        entries.clear();
        flights.clear();
      },
    });

    return async (key) => {
      if (!(await this.isLive())) return load(key);
      const name = options.keyOf(key);
      const entry = entries.get(name);
      if (entry && entry.expiresAt > this.now()) {
        // Map keeps insertion order: moving a hit to the end makes the first key the least used.
        entries.delete(name);
        entries.set(name, entry);
        return entry.value;
      }
      entries.delete(name);
      const generation = this.generationOf(topic);
      const shared = flights.get(name);
      if (shared && shared.generation === generation) return shared.promise;

      const promise = load(key);
      const flight = { generation, promise };
      flights.set(name, flight);
      try {
        const value = await promise;
        if (this.generationOf(topic) === generation) {
          entries.set(name, { value, expiresAt: this.now() + this.ttlMs });
          for (const oldest of entries.keys()) {
            if (entries.size <= options.maxEntries) break;
            entries.delete(oldest);
          }
        }
        return value;
      } finally {
        if (flights.get(name) === flight) flights.delete(name);
      }
    };
  }

  /** Forgets every answer of `topic`, and any load under way keeps nothing. */
  invalidate(topic: string): void {
    this.generations.set(topic, this.generationOf(topic) + 1);
    for (const store of this.stores.get(topic) ?? []) store.clear();
  }

  /** Forgets everything (notices may have been missed). */
  invalidateAll(): void {
    for (const topic of this.stores.keys()) this.invalidate(topic);
  }

  private generationOf(topic: string): number {
    return this.generations.get(topic) ?? 0;
  }

  private storesOf(topic: string): Store[] {
    const stores = this.stores.get(topic) ?? [];
    this.stores.set(topic, stores);
    return stores;
  }
}
