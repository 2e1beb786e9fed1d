import { describe, expect, it } from 'vitest';
import { pageIdle, type IdleWindow } from './page-idle.js';

/** A window whose load and idle moments the test decides. */
function controlledWindow(readyState: DocumentReadyState, withIdleCallbacks = true) {
  const events = new EventTarget();
  const idle: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const window: IdleWindow = {
    document: { readyState },
    addEventListener: (type, listener, options) => {
      events.addEventListener(type, listener, options);
    },
    ...(withIdleCallbacks ? { requestIdleCallback: (callback: () => void) => idle.push(callback) } : {}),
    setTimeout: (callback) => timers.push(callback),
  };
  return { window, load: () => events.dispatchEvent(new Event('load')), idle, timers };
}

const settled = async (promise: Promise<void>): Promise<boolean> => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

describe('pageIdle', () => {
  it('waits for the load, then for an idle moment', async () => {
    const page = controlledWindow('interactive');
    const idle = pageIdle(page.window);
    expect(page.idle).toHaveLength(0);
    page.load();
    expect(page.idle).toHaveLength(1);
    expect(await settled(idle)).toBe(false);
    page.idle[0]?.();
    expect(await settled(idle)).toBe(true);
  });

  it('asks for the idle moment at once on a page already loaded', async () => {
    const page = controlledWindow('complete');
    const idle = pageIdle(page.window);
    page.idle[0]?.();
    expect(await settled(idle)).toBe(true);
  });

  it('waits a short pause after the load where the browser has no idle callbacks', async () => {
    const page = controlledWindow('loading', false);
    const idle = pageIdle(page.window);
    page.load();
    expect(await settled(idle)).toBe(false);
    page.timers[0]?.();
    expect(await settled(idle)).toBe(true);
  });
});
