/** At most `max` calls per `windowMs` milliseconds. */
export interface RateLimit {
  readonly max: number;
  readonly windowMs: number;
}

/** How many callers one counter remembers before it forgets the oldest (about 100 bytes each). */
const DEFAULT_MAX_KEYS = 100_000;

interface Window {
  readonly start: number;
  count: number;
}

/**
 * Counts calls per key in fixed windows: a key's window starts at its first call and lasts
 * `windowMs`; within it `max` calls pass and the rest are refused until it ends. Fixed rather
 * than sliding: one number per caller, and at worst twice `max` across a window's edge, which
 * a limit against floods (not a quota) can live with.
 *
 * Memory is bounded: past `maxKeys` callers, ended windows are dropped, then the oldest ones
 * (a forgotten caller starts a fresh window, the only cost).
 */
export class FixedWindowCounter {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly limit: RateLimit,
    private readonly maxKeys = DEFAULT_MAX_KEYS,
  ) {}

  /**
   * Counts one call by `key` at `now` (milliseconds): `undefined` when it passes, or the whole
   * seconds until the window ends (at least 1) when it is over the limit, for `Retry-After`.
   */
  take(key: string, now: number): number | undefined {
    let window = this.windows.get(key);
    // A clock set back starts a fresh window rather than refusing until it catches up.
    if (window === undefined || now >= window.start + this.limit.windowMs || now < window.start) {
      window = { start: now, count: 0 };
      this.windows.delete(key);
      this.windows.set(key, window);
      this.forgetPastMaxKeys(now);
    }
    if (window.count >= this.limit.max) return Math.max(1, Math.ceil((window.start + this.limit.windowMs - now) / 1000));
    window.count += 1;
    return undefined;
  }

  /** How many callers are remembered now. */
  get size(): number {
    return this.windows.size;
  }

  private forgetPastMaxKeys(now: number): void {
    if (this.windows.size <= this.maxKeys) return;
    for (const [key, window] of this.windows) {
      if (now >= window.start + this.limit.windowMs) this.windows.delete(key);
    }
    // Map keeps insertion order, and a new window is inserted last: the first are the oldest.
    for (const key of this.windows.keys()) {
      if (this.windows.size <= this.maxKeys) break;
      this.windows.delete(key);
    }
  }
}
