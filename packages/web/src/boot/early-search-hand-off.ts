import { EARLY_SEARCH_ID, SEARCH_TRIGGER_ATTRIBUTE } from './drawn-page.js';

/** What was typed in `boot.ts`'s light search box, and where the caret stood. */
export interface EarlySearchText {
  readonly text: string;
  readonly selectionStart: number;
  readonly selectionEnd: number;
  readonly selectionDirection: 'forward' | 'backward' | 'none';
  /** The header's "Buscar", where the focus goes back when the search closes. */
  readonly trigger: HTMLElement | null;
}

/**
 * Takes `boot.ts`'s light search box away (`early-search.ts`), returning what was typed in it:
 * the app's overlay, now open, carries on with it. Null when there is none (the overlay opened
 * from the app, or the box was closed).
 */
export function takeEarlySearch(doc: Document): EarlySearchText | null {
  const dialog = doc.getElementById(EARLY_SEARCH_ID);
  const box = dialog?.querySelector('input');
  if (dialog === null || box === null || box === undefined) return null;
  const text = box.value;
  const taken: EarlySearchText = {
    text,
    selectionStart: box.selectionStart ?? text.length,
    selectionEnd: box.selectionEnd ?? text.length,
    selectionDirection: box.selectionDirection ?? 'none',
    trigger: doc.querySelector<HTMLElement>(`[${SEARCH_TRIGGER_ATTRIBUTE}]`),
  };
  // Removed rather than closed: `close` would hand the focus back to "Buscar" after the overlay has taken it.
  dialog.remove();
  return taken;
}
