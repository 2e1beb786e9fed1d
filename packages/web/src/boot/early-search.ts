import { EARLY_SEARCH_ID, SEARCH_TRIGGER_ATTRIBUTE } from './drawn-page.js';

// The overlay's own words (`features/search-overlay`), so the box reads the same before and after the takeover.
const EARLY_SEARCH_HTML =
  '<div><h2>Buscar criadores</h2>' +
  '<input type="search" role="combobox" aria-label="Buscar criadores, locais ou categorias" aria-autocomplete="list" aria-expanded="false" placeholder="Faça sua busca" autocomplete="off">' +
  '<button type="button" aria-label="Fechar busca">✕</button></div>';

/**
 * How long the box goes without a key before the app starts: its start-up holds every key for
 * about a second and a half on a mid-range phone, better spent while the person waits than
 * while they type. Before the first key the wait is longer (people take a moment to start
 * typing); someone who opened the search to browse its tags gets them that much later.
 */
export const TYPING_PAUSE_MS = 500;
export const UNTOUCHED_MS = 1_500;

/** `boot.ts`'s light search box, which answers "Buscar" until the app has started. */
export interface EarlySearch {
  /** Runs `start` now, or while the box is open, once its typing pauses (or it stays untouched) or it closes. */
  whenTypingPauses(start: () => void): void;
  /** Stops answering "Buscar" (the app's button does from now on); says whether the box is still open, to be taken over. */
  stop(): boolean;
}

/**
 * Until the app has started, answers the header's "Buscar" with a light search box at once: a
 * modal dialog outside `#root` (never part of what the app hydrates) named as the overlay, whose
 * box takes typed text while the app loads and starts. The app's overlay takes the text and the
 * caret over (`early-search-hand-off.ts`). Escape, "Fechar busca" or a press beside it close it
 * and give the focus back to "Buscar".
 */
export function answerSearchEarly(root: HTMLElement): EarlySearch {
  const doc = root.ownerDocument;
  let waiting: (() => void) | null = null;
  let pause: ReturnType<typeof setTimeout> | undefined;
  const isOpen = () => doc.getElementById(EARLY_SEARCH_ID) !== null;
  const run = () => {
    clearTimeout(pause);
    const start = waiting;
    waiting = null;
    start?.();
  };
  let touched = false;
  const wait = () => {
    if (waiting === null) return;
    clearTimeout(pause);
    pause = setTimeout(run, touched ? TYPING_PAUSE_MS : UNTOUCHED_MS);
  };
  const typed = () => {
    touched = true;
    wait();
  };
  const open = (event: Event) => {
    const trigger = event.target instanceof Element ? event.target.closest<HTMLElement>(`[${SEARCH_TRIGGER_ATTRIBUTE}]`) : null;
    if (trigger !== null && !isOpen()) showEarlySearch(doc, trigger, { typed, closed: run });
  };
  root.addEventListener('click', open);
  return {
    whenTypingPauses: (start) => {
      waiting = start;
      if (isOpen()) wait();
      else run();
    },
    stop: () => {
      root.removeEventListener('click', open);
      return isOpen();
    },
  };
}

function showEarlySearch(doc: Document, trigger: HTMLElement, on: { readonly typed: () => void; readonly closed: () => void }): void {
  const dialog = doc.createElement('dialog');
  dialog.id = EARLY_SEARCH_ID;
  dialog.setAttribute('aria-label', 'Buscar criadores');
  dialog.innerHTML = EARLY_SEARCH_HTML;
  dialog.addEventListener('input', on.typed);
  // Closed by the person (Escape fires it too). Once the app has taken it over it is gone already.
  dialog.addEventListener('close', () => {
    if (!dialog.isConnected) return;
    dialog.remove();
    trigger.focus();
    on.closed();
  });
  dialog.addEventListener('click', (event) => {
    // The dialog itself is only hit beside its content, on the backdrop.
    if (event.target === dialog || (event.target instanceof Element && event.target.closest('button') !== null)) dialog.close();
  });
  doc.body.append(dialog);
  dialog.showModal();
  dialog.querySelector('input')?.focus();
}
