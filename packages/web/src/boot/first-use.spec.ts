import { describe, expect, it, vi } from 'vitest';
import { hasEarlierVisit, holdEarlyClicks, onFirstUse } from './first-use.js';

function page(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.replaceChildren(root);
  return root;
}

/** The next task: what `onFirstUse` leaves the press's own click to before starting. */
const nextTask = () => new Promise((resolve) => { setTimeout(resolve, 0); });
const fire = (type: string) => document.body.dispatchEvent(new Event(type, { bubbles: true }));

describe('onFirstUse', () => {
  it.each(['pointerdown', 'touchstart', 'keydown'])('starts once, after the press a first %s begins has been answered', async (type) => {
    const start = vi.fn();
    onFirstUse(document, start);
    fire(type);
    await nextTask();
    expect(start).not.toHaveBeenCalled();
    // The press's click is answered (a light search box opens) before the app's long start-up runs.
    document.body.addEventListener('click', () => { expect(start).not.toHaveBeenCalled(); }, { once: true });
    fire('click');
    expect(start).not.toHaveBeenCalled();
    await nextTask();
    fire('pointerdown');
    fire('click');
    await nextTask();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it.each(['pointercancel', 'contextmenu', 'keyup'])('starts after a press that ends without a click (%s)', async (end) => {
    const start = vi.fn();
    onFirstUse(document, start);
    fire('pointerdown');
    fire(end);
    await nextTask();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once on the focus alone', () => {
    const start = vi.fn();
    onFirstUse(document, start);
    fire('focusin');
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('does not start while the page is only read (scrolled, resized, a pointer passing over it)', async () => {
    const start = vi.fn();
    onFirstUse(document, start);
    window.dispatchEvent(new Event('resize'));
    document.dispatchEvent(new Event('scroll'));
    fire('pointerover');
    fire('pointermove');
    await nextTask();
    expect(start).not.toHaveBeenCalled();
  });
});

describe('holdEarlyClicks', () => {
  it('holds the last control pressed, inside the control, and keeps its own action from running now', () => {
    const root = page('<button id="a">A</button><button id="b"><span id="label">B</span></button>');
    const release = holdEarlyClicks(document);
    root.querySelector<HTMLElement>('#a')?.click();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    root.querySelector('#label')?.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(release()?.id).toBe('b');
  });

  it('leaves links to the browser, which follows them without the app', () => {
    const root = page('<a href="/creator/ana"><span id="name">Ana</span></a><p id="text">texto</p>');
    const release = holdEarlyClicks(document);
    let followed = false;
    // What the browser would see after the capture phase (jsdom cannot navigate, so it stops there).
    root.addEventListener('click', (event) => { followed = !event.defaultPrevented; event.preventDefault(); });
    root.querySelector<HTMLElement>('#name')?.click();
    root.querySelector<HTMLElement>('#text')?.click();
    expect(followed).toBe(true);
    expect(release()).toBeNull();
  });

  it('holds nothing once released', () => {
    const root = page('<button id="a">A</button>');
    const release = holdEarlyClicks(document);
    release();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    root.querySelector('#a')?.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });
});

describe('hasEarlierVisit', () => {
  it('is false for a browser with no cookie and nothing stored', () => {
    expect(hasEarlierVisit({ cookie: '' }, { length: 0 })).toBe(false);
    expect(hasEarlierVisit({ cookie: '  ' }, { length: 0 })).toBe(false);
  });

  it('is true with a cookie (a session) or anything stored (a cart, a choice)', () => {
    expect(hasEarlierVisit({ cookie: 'userToken=abc' }, { length: 0 })).toBe(true);
    expect(hasEarlierVisit({ cookie: '' }, { length: 1 })).toBe(true);
  });
});
