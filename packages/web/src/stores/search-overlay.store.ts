import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { STORE_TOKENS } from './store.tokens.js';
import type { TypeaheadStore } from './typeahead.store.js';

/** The overlay's two modes: free-text suggestions, or tag filters. */
export type SearchMode = 'text' | 'tags';

/**
 * The search overlay's view state (SPEC sections 2 and 4): whether it is open and in which mode.
 * Whether it shows as a dialog or a bottom sheet follows the viewport (`UiStore.isMobile`).
 */
@injectable()
export class SearchOverlayStore {
  isOpen = false;
  /** SPEC 2: tag mode is the default; closing switches to text (SPEC 4). */
  mode: SearchMode = 'tags';
  /**
   * The suggestion the arrow keys have reached in text mode (an index into the flat list of
   * suggestions), or null before any arrow key: Enter then chooses it, as a combobox does.
   */
  highlighted: number | null = null;

  constructor(@inject(STORE_TOKENS.Typeahead) private readonly typeahead: Pick<TypeaheadStore, 'clear'>) {
    makeAutoObservable<this, 'typeahead'>(this, { typeahead: false }, { autoBind: true });
  }

  open(): void {
    this.isOpen = true;
  }

  /** SPEC 4: closing resets the mode to text and clears the typing flag (and the typed text). */
  close(): void {
    this.isOpen = false;
    this.mode = 'text';
    this.highlighted = null;
    this.typeahead.clear();
  }

  setMode(mode: SearchMode): void {
    this.mode = mode;
  }

  /**
   * Moves the highlight `step` suggestions down (1) or up (-1) among `count`, wrapping at both
   * ends; the first ArrowDown reaches the first suggestion and the first ArrowUp the last.
   */
  moveHighlight(step: 1 | -1, count: number): void {
    if (count === 0) {
      this.highlighted = null;
      return;
    }
    const from = this.highlighted ?? (step === 1 ? -1 : count);
    this.highlighted = (((from + step) % count) + count) % count;
  }

  /** New text means new suggestions: nothing is highlighted until an arrow key again. */
  clearHighlight(): void {
    this.highlighted = null;
  }
}
