/** What {@link prefetchWhenIdle} needs of the window: its load event and its idle time. */
export type IdleWindow = Pick<Window, 'addEventListener' | 'removeEventListener' | 'setTimeout'> & {
  readonly document: Pick<Document, 'readyState' | 'head'>;
  // Not in Safari before 18: there, a few files per task stand for it.
  readonly requestIdleCallback?: (run: (deadline: Pick<IdleDeadline, 'timeRemaining'>) => void) => number;
};

/**
 * Each prefetch the page adds starts a request there and then: about 5 ms each on a mid-range
 * phone (measured at a 4x slower CPU), so all fifty-odd files at once would be a long task
 * after `load`. They go in while the browser is idle, and at most this many where it cannot say.
 */
const FILES_PER_TASK_WITHOUT_IDLE_TIME = 6;
/** Idle time left under which the next file waits for the next idle moment. */
const IDLE_MS_KEPT = 10;

/**
 * Has the browser fetch `files` (the app's code) into its cache, without running or compiling
 * them, once the page has loaded and the browser is idle: the first press then waits for the
 * app's start-up, not for its download. After `load`, so the page's own paint and images never
 * share the line with them; as `prefetch` (not `modulepreload`), so nothing is compiled before it
 * is used. Returns what cancels the files not asked for yet, for when the app is loaded meanwhile.
 */
export function prefetchWhenIdle(win: IdleWindow, files: readonly string[]): () => void {
  const left = [...files];
  const prefetch = (more: () => boolean) => {
    while (left.length > 0 && more()) {
      const link = win.document.head.ownerDocument.createElement('link');
      link.rel = 'prefetch';
      // As the module scripts that will ask for it: same cache entry, same credentials.
      link.crossOrigin = 'anonymous';
      link.href = left.shift() ?? '';
      win.document.head.append(link);
    }
    if (left.length > 0) whenIdle();
  };
  const whenIdle = () => {
    if (win.requestIdleCallback !== undefined) {
      win.requestIdleCallback((deadline) => { prefetch(() => deadline.timeRemaining() > IDLE_MS_KEPT); });
      return;
    }
    let count = 0;
    win.setTimeout(() => { prefetch(() => count++ < FILES_PER_TASK_WITHOUT_IDLE_TIME); }, 0);
  };
  if (left.length === 0) return () => undefined;
  if (win.document.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });
  return () => {
    left.length = 0;
    win.removeEventListener('load', whenIdle);
  };
}
