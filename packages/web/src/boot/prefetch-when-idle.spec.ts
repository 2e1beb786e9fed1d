import { describe, expect, it } from 'vitest';
import { prefetchWhenIdle, type IdleWindow } from './prefetch-when-idle.js';

const prefetched = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => [link.getAttribute('href'), link.crossOrigin]);

/**
 * A window whose page is still loading (or `readyState`), whose `load` and idle moments the
 * test brings about; an idle moment lasts as long as `files` more prefetches take.
 */
function aWindow(readyState: DocumentReadyState = 'loading'): IdleWindow & { load: () => void; idle: (files?: number) => void } {
  const events = new EventTarget();
  const waiting: ((deadline: Pick<IdleDeadline, 'timeRemaining'>) => void)[] = [];
  return {
    document: { readyState, head: document.head },
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
    setTimeout: window.setTimeout.bind(window),
    requestIdleCallback: (run) => waiting.push(run),
    load: () => events.dispatchEvent(new Event('load')),
    idle: (files = Infinity) => {
      const until = prefetched().length + files;
      for (const run of waiting.splice(0)) run({ timeRemaining: () => (prefetched().length < until ? 40 : 0) });
    },
  } as IdleWindow & { load: () => void; idle: (files?: number) => void };
}

describe('prefetchWhenIdle', () => {
  it("asks for the app's files only once the page has loaded and the browser is idle, as the module scripts will", () => {
    document.head.replaceChildren();
    const win = aWindow();
    prefetchWhenIdle(win, ['/assets/index-a.js', '/assets/landing-b.js']);
    win.idle();
    expect(prefetched()).toEqual([]);
    win.load();
    expect(prefetched()).toEqual([]);
    win.idle();
    expect(prefetched()).toEqual([['/assets/index-a.js', 'anonymous'], ['/assets/landing-b.js', 'anonymous']]);
  });

  it('asks for as many as the idle time allows, the rest in the next idle moments (no long task)', () => {
    document.head.replaceChildren();
    const win = aWindow('complete');
    prefetchWhenIdle(win, ['/a.js', '/b.js', '/c.js', '/d.js', '/e.js']);
    win.idle(2);
    expect(prefetched().map(([href]) => href)).toEqual(['/a.js', '/b.js']);
    win.idle(2);
    win.idle();
    expect(prefetched().map(([href]) => href)).toEqual(['/a.js', '/b.js', '/c.js', '/d.js', '/e.js']);
  });

  it('asks for nothing more once cancelled: the app is on its way already', () => {
    document.head.replaceChildren();
    const win = aWindow();
    const cancel = prefetchWhenIdle(win, ['/a.js', '/b.js', '/c.js']);
    win.load();
    win.idle(1);
    cancel();
    win.idle();
    expect(prefetched().map(([href]) => href)).toEqual(['/a.js']);
  });
});
