import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { ToastOptions } from './toast-region.js';

/**
 * The page's one toaster: components call `toaster.create(...)`, the shell renders
 * {@link Toaster}. Most pages never show a toast, so the toasts' code (Ark's toast machine and
 * its styles, about 8 KiB) loads with the first one asked for: the region mounts, then shows
 * every toast asked for meanwhile, in order.
 */
class LazyToaster {
  private readonly waiting: ToastOptions[] = [];
  private readonly listeners = new Set<() => void>();
  private shown: ((options: ToastOptions) => void) | null = null;
  private wanted = false;

  create(options: ToastOptions): void {
    if (this.shown !== null) {
      this.shown(options);
      return;
    }
    this.waiting.push(options);
    if (this.wanted) return;
    this.wanted = true;
    for (const listener of this.listeners) listener();
  }

  /** Takes every toast down (tests start each case without any). */
  remove(): void {
    this.waiting.length = 0;
    if (this.shown !== null) void import('./toast-region.js').then(({ toasts }) => { toasts.remove(); });
  }

  /** For {@link Toaster}: whether the region should be there. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly isWanted = (): boolean => this.wanted;

  /** The region is mounted: what waited is shown, and the next toasts go straight to it. */
  readonly regionMounted = (): void => {
    void import('./toast-region.js').then(({ toasts }) => {
      this.shown = (options) => toasts.create(options);
      for (const options of this.waiting.splice(0)) this.shown(options);
    });
  };
}

export const toaster = new LazyToaster();

const ToastRegion = lazy(() => import('./toast-region.js').then((module) => ({ default: module.ToastRegion })));

/** Where toasts appear: nothing until the first toast is asked for. */
export function Toaster() {
  const wanted = useSyncExternalStore(toaster.subscribe, toaster.isWanted, toaster.isWanted);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion onMounted={toaster.regionMounted} />
    </Suspense>
  );
}
