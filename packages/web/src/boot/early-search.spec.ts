import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { EARLY_SEARCH_ID, SEARCH_TRIGGER_ATTRIBUTE } from './drawn-page.js';
import { answerSearchEarly, TYPING_PAUSE_MS, UNTOUCHED_MS } from './early-search.js';
import { takeEarlySearch } from './early-search-hand-off.js';

// jsdom has no modal dialogs: what the browser does for these two, short of the top layer.
beforeAll(() => {
  if (typeof (HTMLDialogElement.prototype as Partial<HTMLDialogElement>).showModal === 'function') return;
  Object.defineProperties(HTMLDialogElement.prototype, {
    showModal: { configurable: true, value(this: HTMLDialogElement) { this.open = true; } },
    close: {
      configurable: true,
      value(this: HTMLDialogElement) {
        this.open = false;
        this.dispatchEvent(new Event('close'));
      },
    },
  });
});
afterEach(() => { vi.useRealTimers(); });

/** A drawn page's header: "Buscar" (its label in a span, as Chakra draws it) inside `#root`. */
function drawnPage(): { root: HTMLElement; trigger: HTMLElement; label: HTMLElement } {
  document.body.innerHTML = `<div id="root"><header><button type="button" ${SEARCH_TRIGGER_ATTRIBUTE}=""><span>Buscar</span></button><button type="button">Entrar</button></header></div>`;
  const root = document.getElementById('root') as HTMLElement;
  const trigger = root.querySelector<HTMLElement>(`[${SEARCH_TRIGGER_ATTRIBUTE}]`) as HTMLElement;
  return { root, trigger, label: trigger.querySelector('span') as HTMLElement };
}
const earlyBox = () => document.querySelector<HTMLInputElement>(`#${EARLY_SEARCH_ID} input`);
function type(text: string): void {
  const box = earlyBox() as HTMLInputElement;
  box.value += text;
  box.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('answerSearchEarly', () => {
  it('answers "Buscar" at once with a search box named as the overlay, outside what the app hydrates, focused', () => {
    const { root, label } = drawnPage();
    answerSearchEarly(root);
    label.click();
    const dialog = document.getElementById(EARLY_SEARCH_ID);
    expect(dialog?.getAttribute('aria-label')).toBe('Buscar criadores');
    expect(root.contains(dialog)).toBe(false);
    expect(document.activeElement).toBe(earlyBox());
    expect(earlyBox()?.getAttribute('role')).toBe('combobox');
    expect(earlyBox()?.getAttribute('aria-label')).toBe('Buscar criadores, locais ou categorias');
  });

  it('answers no other control', () => {
    const { root } = drawnPage();
    answerSearchEarly(root);
    root.querySelectorAll('button')[1]?.click();
    expect(document.getElementById(EARLY_SEARCH_ID)).toBeNull();
  });

  it('closes on "Fechar busca", giving the focus back to "Buscar"', () => {
    const { root, trigger } = drawnPage();
    answerSearchEarly(root);
    trigger.click();
    document.querySelector<HTMLElement>(`#${EARLY_SEARCH_ID} button[aria-label="Fechar busca"]`)?.click();
    expect(document.getElementById(EARLY_SEARCH_ID)).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  /** "Buscar" pressed on a drawn page (on fake timers), with the app's start waiting on the box. */
  function boxOpenWithStartWaiting() {
    vi.useFakeTimers();
    const { root, trigger } = drawnPage();
    const search = answerSearchEarly(root);
    trigger.click();
    const start = vi.fn();
    search.whenTypingPauses(start);
    return start;
  }

  it("holds the app's start while the person types, until the typing pauses", () => {
    const start = boxOpenWithStartWaiting();
    vi.advanceTimersByTime(UNTOUCHED_MS - 1);
    type('mo');
    vi.advanceTimersByTime(TYPING_PAUSE_MS - 1);
    type('da');
    vi.advanceTimersByTime(TYPING_PAUSE_MS - 1);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts the app once the box has stayed untouched a while (someone browsing the tags)', () => {
    const start = boxOpenWithStartWaiting();
    vi.advanceTimersByTime(UNTOUCHED_MS - 1);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts the app at once when the box is not open, and when it closes', () => {
    const { root, trigger } = drawnPage();
    const search = answerSearchEarly(root);
    const now = vi.fn();
    search.whenTypingPauses(now);
    expect(now).toHaveBeenCalledTimes(1);
    trigger.click();
    const onClose = vi.fn();
    search.whenTypingPauses(onClose);
    (document.getElementById(EARLY_SEARCH_ID) as HTMLDialogElement).close();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stops answering once the app has started, and says whether the box is left to take over', () => {
    const { root, trigger } = drawnPage();
    const search = answerSearchEarly(root);
    trigger.click();
    expect(search.stop()).toBe(true);
    (document.getElementById(EARLY_SEARCH_ID) as HTMLDialogElement).close();
    trigger.click();
    expect(document.getElementById(EARLY_SEARCH_ID)).toBeNull();
    expect(search.stop()).toBe(false);
  });
});

describe('takeEarlySearch', () => {
  it('hands over the typed text, the caret and "Buscar", and takes the box away without moving the focus back', () => {
    const { root, trigger } = drawnPage();
    answerSearchEarly(root);
    trigger.click();
    type('moda praia');
    earlyBox()?.setSelectionRange(4, 4);
    expect(takeEarlySearch(document)).toEqual({ text: 'moda praia', selectionStart: 4, selectionEnd: 4, selectionDirection: 'none', trigger });
    expect(document.getElementById(EARLY_SEARCH_ID)).toBeNull();
    expect(document.activeElement).not.toBe(trigger);
  });

  it('is null without a box: the overlay opened from the app, or the box was closed', () => {
    drawnPage();
    expect(takeEarlySearch(document)).toBeNull();
  });
});
