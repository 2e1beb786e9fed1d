/** What says someone is about to use the page: a pointer over it or pressed, a touch, a key, the focus. */
const FIRST_USE_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/** Calls `start` once, at the first sign of use of `target`. */
export function onFirstUse(target: EventTarget, start: () => void): void {
  const once = () => {
    for (const type of FIRST_USE_EVENTS) target.removeEventListener(type, once, true);
    start();
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
