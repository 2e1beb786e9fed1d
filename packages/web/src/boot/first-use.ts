/**
 * What says someone is using the page: a pointer or a finger pressed, a key, the focus. A
 * pointer merely passing over it no longer counts: the app's code is in the cache by then
 * (`prefetch-when-idle.ts`), and a start begun as a press begins would run the app's long
 * start-up before the press's own click is answered (on "Buscar", the light search box).
 */
const FIRST_USE_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;
/** What ends a press: its click, or a press that became a scroll, a long press, a drag, a key let go. */
const PRESS_END_EVENTS = ['click', 'pointercancel', 'contextmenu', 'dragstart', 'keyup'] as const;

/**
 * Calls `start` once, at the first sign of use of `target`: once the press that is that sign
 * has ended and its click has been answered, or at once for the focus alone (a keyboard's Tab
 * is a key, and starts once let go).
 */
export function onFirstUse(target: EventTarget, start: () => void): void {
  const afterPress = () => {
    for (const type of PRESS_END_EVENTS) target.removeEventListener(type, afterPress, true);
    // In a task of its own: the press's click (dispatched after `keyup` for Space) comes first.
    setTimeout(start, 0);
  };
  const once = (event: Event) => {
    for (const type of FIRST_USE_EVENTS) target.removeEventListener(type, once, true);
    if (event.type === 'focusin') start();
    else for (const type of PRESS_END_EVENTS) target.addEventListener(type, afterPress, { capture: true, passive: true });
  };
  for (const type of FIRST_USE_EVENTS) target.addEventListener(type, once, { capture: true, passive: true });
}

/** A control pressed before the app could answer it; links are left to the browser, which follows them. */
const CONTROL = 'button, [role="button"], summary, label, input[type="checkbox"], input[type="radio"]';

/**
 * Keeps the last control clicked before the app has taken the page over, so the click can be
 * given to it once it has: until then the control is only markup. Returns what to replay.
 */
export function holdEarlyClicks(target: EventTarget): () => HTMLElement | null {
  let held: HTMLElement | null = null;
  const hold = (event: Event) => {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>(CONTROL) : null;
    if (control === null || control.closest('a[href]') !== null) return;
    // A checkbox would tick now and again on the replay.
    event.preventDefault();
    held = control;
  };
  target.addEventListener('click', hold, true);
  return () => {
    target.removeEventListener('click', hold, true);
    return held;
  };
}

/** Whether this browser keeps anything of an earlier visit (a session, a cart, a choice): then the app starts at once. */
export function hasEarlierVisit(page: { readonly cookie: string }, storage: Pick<Storage, 'length'>): boolean {
  return page.cookie.trim() !== '' || storage.length > 0;
}
