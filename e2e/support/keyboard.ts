import { expect, type Locator, type Page } from '@playwright/test';

/** What the page tells about its focused element: enough to say whether a person can see it. */
interface FocusReport {
  /** `<button> "Adicionar ao carrinho"`, for failure messages. */
  readonly element: string;
  /** The focus indicator differs from the same element's unfocused style (outline or box-shadow). */
  readonly indicated: boolean;
  /**
   * The indicator's colour against the background it is drawn on, as a contrast ratio: WCAG 1.4.11
   * asks 3:1 of what shows a control's state. 0 when no indicator was found.
   */
  readonly contrast: number;
  /** Its box (or its drawn control's, for a visually hidden input) lies inside the viewport. */
  readonly inViewport: boolean;
}

/**
 * Looks at `document.activeElement` as a person would. The unfocused style comes from a copy of
 * the element (same tag, classes and attributes, no id) put beside it for a moment: the copy
 * matches every selector the original does except `:focus` and `:focus-visible`. A visually
 * hidden input (Chakra's checkboxes, radios and switches) is judged by the control drawn for it,
 * which carries `data-focus-visible`. Runs in the page, so it must stay self-contained.
 */
function reportFocus(): FocusReport | null {
  const focused = document.activeElement;
  if (!(focused instanceof HTMLElement) || focused === document.body) return null;
  const name = (focused.getAttribute('aria-label') ?? focused.textContent).trim().replace(/\s+/g, ' ').slice(0, 60);
  const element = `<${focused.tagName.toLowerCase()}${focused.getAttribute('role') === null ? '' : ` role=${focused.getAttribute('role') ?? ''}`}> "${name}"`;
  const box = focused.getBoundingClientRect();
  const hidden = box.width <= 1 || box.height <= 1;
  const scope = focused.closest('label') ?? focused.parentElement;
  const drawn = hidden ? Array.from(scope?.querySelectorAll<HTMLElement>('[data-focus-visible]') ?? []) : [focused];
  const looks = (style: CSSStyleDeclaration) => [style.outlineStyle, style.outlineWidth, style.outlineColor, style.boxShadow].join(' | ');
  const visible = (style: CSSStyleDeclaration) =>
    (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
  const indicator = drawn.find((candidate) => {
    const now = getComputedStyle(candidate);
    if (!visible(now)) return false;
    const copy = candidate.cloneNode(false) as HTMLElement;
    copy.removeAttribute('id');
    copy.removeAttribute('data-focus-visible');
    copy.removeAttribute('data-focus');
    copy.setAttribute('aria-hidden', 'true');
    candidate.after(copy);
    const unfocused = looks(getComputedStyle(copy));
    copy.remove();
    return looks(now) !== unfocused;
  });
  // sRGB channels of the first colour in a computed value ('rgb(…)' or 'rgba(…)'), alpha apart.
  const rgbOf = (value: string): [number, number, number, number] | null => {
    const match = /rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)/.exec(value);
    return match ? [Number(match[1]), Number(match[2]), Number(match[3]), match[4] === undefined ? 1 : Number(match[4])] : null;
  };
  const luminance = ([r, g, b]: readonly number[]) => {
    const linear = (channel: number) => {
      const c = channel / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * linear(r ?? 0) + 0.7152 * linear(g ?? 0) + 0.0722 * linear(b ?? 0);
  };
  // The surface the indicator is drawn on: the first opaque background from the element's parent up.
  const surfaceOf = (element: HTMLElement): [number, number, number, number] => {
    for (let at = element.parentElement; at !== null; at = at.parentElement) {
      const colour = rgbOf(getComputedStyle(at).backgroundColor);
      if (colour !== null && colour[3] === 1) return colour;
    }
    return [255, 255, 255, 1];
  };
  const contrastOf = (candidate: HTMLElement): number => {
    const style = getComputedStyle(candidate);
    const ring = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 ? rgbOf(style.outlineColor) : rgbOf(style.boxShadow);
    if (ring === null) return 0;
    const [lighter, darker] = [luminance(ring), luminance(surfaceOf(candidate))].sort((a, b) => b - a);
    return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
  };
  const indicated = indicator !== undefined;
  const contrast = indicator === undefined ? 0 : Math.round(contrastOf(indicator) * 100) / 100;
  const shown = (drawn[0] ?? focused).getBoundingClientRect();
  const inViewport = shown.bottom > 0 && shown.right > 0 && shown.top < window.innerHeight && shown.left < window.innerWidth
    && shown.width > 0 && shown.height > 0;
  return { element, indicated, contrast, inViewport };
}

/** The focused element shows a focus indicator of its own, at 3:1 or more against its surface, and is on screen. */
export async function expectVisibleFocus(page: Page): Promise<void> {
  const report = await page.evaluate(reportFocus);
  expect(report, 'something has the focus').not.toBeNull();
  expect(report?.indicated, `${report?.element ?? ''} shows a focus indicator`).toBe(true);
  expect(report?.contrast, `${report?.element ?? ''}'s focus indicator stands out at 3:1 or more`).toBeGreaterThanOrEqual(3);
  expect(report?.inViewport, `${report?.element ?? ''} is inside the viewport`).toBe(true);
}

/** Whether `target` is the focused element. */
export async function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement).catch(() => false);
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, checking at every stop on the way
 * that the focus is visible; fails after `max` presses, so a trap or a missing stop shows.
 */
export async function tabTo(page: Page, target: Locator, { max = 40, backwards = false } = {}): Promise<void> {
  // A page that has just opened may still be loading its session: wait as a person would.
  await expect(target).toBeVisible({ timeout: 20_000 });
  let outside = 0;
  for (let presses = 0; presses < max; presses++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    // Past the page's last stop the focus leaves for the browser's own controls, once, then
    // comes back at the start: that is the one stop where nothing in the page has the focus.
    if (await page.evaluate(() => document.activeElement === null || document.activeElement === document.body)) {
      outside += 1;
      expect(outside, 'the focus left the page twice in a row: it was lost').toBe(1);
      continue;
    }
    outside = 0;
    await expectVisibleFocus(page);
    if (await isFocused(target)) return;
  }
  throw new Error(`${String(max)} presses of ${backwards ? 'Shift+Tab' : 'Tab'} never reached ${target.toString()}`);
}

/** The focus is on `target` (after a dialog closed, say), and visibly so. */
export async function expectFocusOn(page: Page, target: Locator): Promise<void> {
  await expect.poll(() => isFocused(target), { message: `focus on ${target.toString()}` }).toBe(true);
  await expectVisibleFocus(page);
}

/** Presses Tab until `field` has the focus, then types `text` into it. */
export async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field, { max: 60 });
  await page.keyboard.type(text);
}

/** Tab (or Shift+Tab) to `target` and press Enter on it. */
export async function activate(page: Page, target: Locator, { backwards = false } = {}): Promise<void> {
  await tabTo(page, target, { max: 60, backwards });
  await page.keyboard.press('Enter');
}
