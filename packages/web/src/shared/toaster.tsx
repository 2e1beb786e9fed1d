import { useSyncExternalStore } from 'react';
import { loadedLater } from './loaded-later.js';
import type { ToastOptions } from './toast-region.js';

/**
 * The page's one toaster: components call `toaster.create(...)`, the shell renders
 * {@link Toaster}. Most pages never show a toast, so the toasts' code (Ark's toast machine and
 * its styles, about 8 KiB) loads with the first one asked for: the region mounts, then shows
 * every toast asked for meanwhile, in order. If that code cannot arrive (a toast often says the
 * network is gone), the page stays as it is and the next toast asked for tries again.
 */
class LazyToaster {
  private readonly waiting: ToastOptions[] = [];
  private readonly listeners = new Set<() => void>();
  private shown: ((options: ToastOptions) => void) | null = null;
  /** How many times the region was asked for before it showed: each ask (re)mounts it, so a failed load is tried again. */
  private asks = 0;

  create(options: ToastOptions): void {
    if (this.shown !== null) {
      this.shown(options);
      return;
    }
    this.waiting.push(options);
    this.asks += 1;
    for (const listener of this.listeners) listener();
  }

  /** Takes every toast down (tests start each case without any). */
  remove(): void {
    this.waiting.length = 0;
    if (this.shown !== null) void import('./toast-region.js').then(({ toasts }) => { toasts.remove(); });
  }

  /** For {@link Toaster}: how many times the region was asked for (none: it is not there). */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly asked = (): number => this.asks;

  /** The region is mounted: what waited is shown, and the next toasts go straight to it. */
  readonly regionMounted = (): void => {
    void import('./toast-region.js').then(({ toasts }) => {
      this.shown = (options) => toasts.create(options);
      for (const options of this.waiting.splice(0)) this.shown(options);
    });
  };
}

export const toaster = new LazyToaster();

const ToastRegion = loadedLater(() => import('./toast-region.js').then((module) => module.ToastRegion), () => null);

/** Where toasts appear: nothing until the first toast is asked for. */
export function Toaster() {
  const asked = useSyncExternalStore(toaster.subscribe, toaster.asked, toaster.asked);
  return asked === 0 ? null : <ToastRegion key={asked} onMounted={toaster.regionMounted} />;
}
