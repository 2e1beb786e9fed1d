/**
 * A page's first read, started by its route and handed to the page. The route preloads the
 * moment the address matches, so the answer travels beside the page's code instead of after
 * it and after the page's first render; the page then asks as it always does, on mount, and
 * gets the route's load for the same key (on its way or already answered) instead of sending
 * the request again. Handed over once: any later ask, a retry say, loads afresh.
 */
export class PreloadedLoad {
  private preloaded: { readonly key: string; readonly done: Promise<void> } | null = null;

  /** The route's load of `key`: started now, kept for the page's first ask. */
  preload(key: string, start: () => Promise<void>): Promise<void> {
    const done = start();
    this.preloaded = { key, done };
    return done;
  }

  /** The page's ask for `key`: the route's load of it if not handed over yet, else `start()`. */
  load(key: string, start: () => Promise<void>): Promise<void> {
    const preloaded = this.preloaded;
    this.preloaded = null;
    return preloaded?.key === key ? preloaded.done : start();
  }
}
