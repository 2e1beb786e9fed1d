import type { TypeaheadResult, TypeaheadUseCase } from '@publi/application';
import { inject, injectable, unmanaged } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { USE_CASE_TOKENS } from './use-case.tokens.js';

/** Waits this long after the last keystroke before asking for suggestions. */
export const TYPEAHEAD_DEBOUNCE_MS = 200;

const NO_SUGGESTIONS: TypeaheadResult = { creators: [], locales: [], categories: [] };

/** How a typeahead asks: from how many typed characters, and for how many creators at most. */
export interface TypeaheadSettings {
  readonly minLength: number;
  readonly limit?: number;
}

/**
 * The text mode's suggestions (SPEC section 4): asked once typing pauses, and only the answer
 * to the latest request is shown, so a slow earlier answer never replaces a later one.
 */
@injectable()
export class TypeaheadStore {
  query = '';
  isTyping = false;
  suggestions: TypeaheadResult = NO_SUGGESTIONS;
  /** The query the shown suggestions answer, for the empty state's wording. */
  answeredQuery = '';
  isSearching = false;
  private latestRequest = 0;
  private debounce: ReturnType<typeof setTimeout> | undefined;

  constructor(
    @inject(USE_CASE_TOKENS.Typeahead) private readonly typeahead: Pick<TypeaheadUseCase, 'execute'>,
    /** The search overlay's asks from the first character, the server's number of creators. */
    @unmanaged() private readonly settings: TypeaheadSettings = { minLength: 1 },
  ) {
    makeAutoObservable<this, 'typeahead' | 'settings' | 'latestRequest' | 'debounce'>(
      this,
      { typeahead: false, settings: false, latestRequest: false, debounce: false },
      { autoBind: true },
    );
  }

  /** What is typed in text mode; suggestions follow after a short pause. */
  setQuery(text: string): void {
    this.query = text;
    this.isTyping = text.trim() !== '';
    clearTimeout(this.debounce);
    this.debounce = undefined;
    if (text.trim().length < this.settings.minLength) {
      // Any answer still in flight is for older text: drop it.
      this.latestRequest += 1;
      this.suggestions = NO_SUGGESTIONS;
      this.answeredQuery = '';
      this.isSearching = false;
      return;
    }
    this.isSearching = true;
    this.debounce = setTimeout(() => void this.fetchSuggestions(text), TYPEAHEAD_DEBOUNCE_MS);
  }

  /** Forgets the typed text and any answer still on its way. */
  clear(): void {
    this.setQuery('');
  }

  /** Asks for suggestions now; an answer that arrives after a newer request is dropped. */
  async fetchSuggestions(text: string): Promise<void> {
    this.latestRequest += 1;
    const request = this.latestRequest;
    this.isSearching = true;
    const result = await this.typeahead.execute(text, this.settings.limit);
    if (request !== this.latestRequest) return;
    runInAction(() => {
      this.suggestions = result;
      this.answeredQuery = text.trim();
      this.isSearching = false;
    });
  }
}
