/** The parts of `window` {@link pageIdle} reads. */
export interface IdleWindow {
  readonly document: Pick<Document, 'readyState'>;
  addEventListener(type: 'load', listener: () => void, options: { once: true }): void;
  readonly requestIdleCallback?: (callback: () => void, options: { timeout: number }) => number;
  setTimeout(callback: () => void, ms: number): number;
}

/**
 * Resolves once the page has loaded and the browser then has a moment to spare, or `timeoutMs`
 * after the load at the latest: for work that must happen soon but not before what the person
 * is waiting to see. Where the browser has no idle callbacks (Safari), a short pause after the
 * load stands in.
 */
export function pageIdle(window: IdleWindow, timeoutMs = 3_000): Promise<void> {
  return new Promise((resolve) => {
    const whenIdle = () => {
      const done = () => {
        resolve();
      };
      if (window.requestIdleCallback) window.requestIdleCallback(done, { timeout: timeoutMs });
      else window.setTimeout(done, Math.min(500, timeoutMs));
    };
    if (window.document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  });
}
