/** What {@link prefetchWhenIdle} needs of the window: its load event and its idle time. */
export type IdleWindow = Pick<Window, 'addEventListener' | 'removeEventListener' | 'setTimeout'> & {
  readonly document: Pick<Document, 'readyState' | 'head'>;
  // Not in Safari before 18: there, the next task after `load` stands for it.
  readonly requestIdleCallback?: (run: () => void) => number;
};

/**
 * Has the browser fetch `files` (the app's code) into its cache, without running or compiling
 * them, once the page has loaded and the browser is idle: the first press then waits for the
 * app's start-up, not for its download. After `load`, so the page's own paint and images never
 * share the line with them; as `prefetch` (not `modulepreload`), so nothing is compiled before it
 * is used. Returns what cancels it, for when the app is loaded meanwhile.
 */
export function prefetchWhenIdle(win: IdleWindow, files: readonly string[]): () => void {
  let cancelled = false;
  const prefetch = () => {
    if (cancelled) return;
    for (const file of files) {
      const link = win.document.head.ownerDocument.createElement('link');
      link.rel = 'prefetch';
      // As the module scripts that will ask for it: same cache entry, same credentials.
      link.crossOrigin = 'anonymous';
      link.href = file;
      win.document.head.append(link);
    }
  };
  const whenIdle = () => {
    if (win.requestIdleCallback === undefined) win.setTimeout(prefetch, 0);
    else win.requestIdleCallback(prefetch);
  };
  if (files.length === 0) return () => undefined;
  if (win.document.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });
  return () => {
    cancelled = true;
    win.removeEventListener('load', whenIdle);
  };
}
