import { describe, expect, it } from 'vitest';
import { prefetchWhenIdle, type IdleWindow } from './prefetch-when-idle.js';

/** A window whose page is still loading, whose `load` and idle moments the test brings about. */
function loadingWindow(): IdleWindow & { load: () => void; idle: () => void } {
  const events = new EventTarget();
  const idle: (() => void)[] = [];
  return {
    document: { readyState: 'loading', head: document.head },
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
    setTimeout: window.setTimeout.bind(window),
    requestIdleCallback: (run) => idle.push(run),
    load: () => events.dispatchEvent(new Event('load')),
    idle: () => { for (const run of idle.splice(0)) run(); },
  } as IdleWindow & { load: () => void; idle: () => void };
}

const prefetched = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => [link.getAttribute('href'), link.crossOrigin]);

describe('prefetchWhenIdle', () => {
  it("asks for the app's files only once the page has loaded and the browser is idle, as the module scripts will", () => {
    document.head.replaceChildren();
    const win = loadingWindow();
    prefetchWhenIdle(win, ['/assets/index-a.js', '/assets/landing-b.js']);
    win.idle();
    expect(prefetched()).toEqual([]);
    win.load();
    expect(prefetched()).toEqual([]);
    win.idle();
    expect(prefetched()).toEqual([['/assets/index-a.js', 'anonymous'], ['/assets/landing-b.js', 'anonymous']]);
  });

  it('asks for nothing once cancelled: the app is on its way already', () => {
    document.head.replaceChildren();
    const win = loadingWindow();
    const cancel = prefetchWhenIdle(win, ['/assets/index-a.js']);
    win.load();
    cancel();
    win.idle();
    expect(prefetched()).toEqual([]);
  });

  it('asks once idle on a page loaded already', () => {
    document.head.replaceChildren();
    const win = { ...loadingWindow(), document: { readyState: 'complete' as const, head: document.head } };
    prefetchWhenIdle(win, ['/assets/index-a.js']);
    expect(prefetched()).toEqual([]);
    win.idle();
    expect(prefetched()).toEqual([['/assets/index-a.js', 'anonymous']]);
  });
});
