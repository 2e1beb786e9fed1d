/**
 * The first load's frame and the page's frame are different trees, so when the page's code
 * arrives its header replaces the frame's, and a control a keyboard user had already tabbed to
 * is gone with it: the focus falls to the page's start. The frame's focus is followed by its
 * control's name and given to the control of the same name once the page's frame is there.
 */
let focusedName: string | null = null;
/** Whether the first load's frame is the one on screen (its listener may outlive it by a moment). */
let following = false;

const FOCUSABLE = 'a[href], button, input, [tabindex]:not([tabindex="-1"])';

function nameOf(element: Element): string {
  return element.getAttribute('aria-label') ?? element.textContent.trim();
}

/** While the first load's frame shows: remembers the name of whatever gets the focus. */
export function followFirstLoadFocus(): () => void {
  following = true;
  const remember = (event: FocusEvent) => {
    if (following && event.target instanceof Element) focusedName = nameOf(event.target);
  };
  document.addEventListener('focusin', remember);
  return () => {
    following = false;
    document.removeEventListener('focusin', remember);
  };
}

/** Once the page's frame is there: the focus back on the control of that name, if it was lost. */
export function restoreFirstLoadFocus(): void {
  const name = focusedName;
  following = false;
  focusedName = null;
  if (name === null || (document.activeElement !== null && document.activeElement !== document.body)) return;
  const same = Array.from(document.querySelectorAll<HTMLElement>(FOCUSABLE)).find((element) => nameOf(element) === name);
  same?.focus();
}
