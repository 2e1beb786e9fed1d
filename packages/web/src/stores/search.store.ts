import type { TypeaheadLocale, TypeaheadResult, TypeaheadUseCase } from '@publi/application';
import {
  clearAllFilters,
  emptySearchFilters,
  hasActiveFilters,
  removeEngagementTag,
  selectAudienceTier,
  setEngagement,
  toggleCategory,
  toggleCity,
  toggleState,
  type AudienceTierKey,
  type SearchFilters,
} from '@publi/domain';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { USE_CASE_TOKENS } from './use-case.tokens.js';
import type { SessionStore } from './session.store.js';
import { activeChipsOf, withoutChip, type ActiveChip } from './search-chips.js';
import { STORE_TOKENS } from './store.tokens.js';

export type { ActiveChip } from './search-chips.js';

/** The overlay's two modes: free-text suggestions, or tag filters. */
export type SearchMode = 'text' | 'tags';

/** Waits this long after the last keystroke before asking for suggestions. */
export const TYPEAHEAD_DEBOUNCE_MS = 200;

const NO_SUGGESTIONS: TypeaheadResult = { creators: [], locales: [], categories: [] };

/**
 * The creator search the overlay edits and the results page reads: the active filters and the
 * overlay's own view state (SPEC sections 2 and 4). Filter rules live in `@publi/domain`.
 */
@injectable()
export class SearchStore {
  filters: SearchFilters = emptySearchFilters();
  isOpen = false;
  /** SPEC 2: tag mode is the default; closing switches to text (SPEC 4). */
  mode: SearchMode = 'tags';
  query = '';
  isTyping = false;
  suggestions: TypeaheadResult = NO_SUGGESTIONS;
  /** The query the shown suggestions answer, for the empty state's wording. */
  answeredQuery = '';
  isSearching = false;
  /** Names of categories picked from suggestions, in case the reference lists lack them. */
  private readonly learnedCategoryNames = new Map<number, string>();
  private latestRequest = 0;
  private debounce: ReturnType<typeof setTimeout> | undefined;

  constructor(
    @inject(STORE_TOKENS.Session) private readonly session: Pick<SessionStore, 'reference'>,
    @inject(USE_CASE_TOKENS.Typeahead) private readonly typeahead: Pick<TypeaheadUseCase, 'execute'>,
  ) {
    makeAutoObservable<this, 'session' | 'typeahead' | 'learnedCategoryNames' | 'latestRequest' | 'debounce'>(
      this,
      { session: false, typeahead: false, learnedCategoryNames: false, latestRequest: false, debounce: false },
      { autoBind: true },
    );
  }

  get hasFilters(): boolean {
    return hasActiveFilters(this.filters);
  }

  /** Every active filter as a tag with its pt-BR label (see {@link activeChipsOf}). */
  get activeChips(): readonly ActiveChip[] {
    return activeChipsOf(this.filters, (id) => this.categoryName(id));
  }

  /** The category's pt-BR name, from the reference lists or the suggestions it was picked from. */
  categoryName(id: number): string {
    const { categories, subCategories } = this.session.reference;
    const known = [...categories, ...subCategories].find((category) => category.id === id);
    return known?.name ?? this.learnedCategoryNames.get(id) ?? `Categoria ${String(id)}`;
  }

  open(): void {
    this.isOpen = true;
  }

  /** SPEC 4: closing resets the mode to text and clears the typing flag (and the typed text). */
  close(): void {
    this.isOpen = false;
    this.mode = 'text';
    this.setQuery('');
  }

  setMode(mode: SearchMode): void {
    this.mode = mode;
  }

  /** What is typed in text mode; suggestions follow after a short pause. */
  setQuery(text: string): void {
    this.query = text;
    this.isTyping = text.trim() !== '';
    clearTimeout(this.debounce);
    this.debounce = undefined;
    if (!this.isTyping) {
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

  /** Asks for suggestions now; an answer that arrives after a newer request is dropped. */
  async fetchSuggestions(text: string): Promise<void> {
    this.latestRequest += 1;
    const request = this.latestRequest;
    this.isSearching = true;
    const result = await this.typeahead.execute(text);
    if (request !== this.latestRequest) return;
    runInAction(() => {
      this.suggestions = result;
      this.answeredQuery = text.trim();
      this.isSearching = false;
    });
  }

  toggleCategory(id: number): void {
    this.filters = toggleCategory(this.filters, id);
  }

  toggleState(sigla: string): void {
    this.filters = toggleState(this.filters, sigla);
  }

  toggleCity(name: string): void {
    this.filters = toggleCity(this.filters, name);
  }

  /** A category chosen among the suggestions: selected (never unselected by choosing it again). */
  chooseCategory(category: { readonly id: number; readonly name: string }): void {
    this.learnedCategoryNames.set(category.id, category.name);
    if (!this.filters.categoryIds.includes(category.id)) this.toggleCategory(category.id);
  }

  /** A state or city chosen among the suggestions: selected as a state (sigla) or city filter. */
  chooseLocale(locale: TypeaheadLocale): void {
    if (locale.secondaryLabel === 'Estado') {
      if (!this.filters.states.includes(locale.state)) this.toggleState(locale.state);
    } else if (!this.filters.cities.includes(locale.name)) {
      this.toggleCity(locale.name);
    }
  }

  /** Tiers are mutually exclusive: another replaces it, the same one again clears it. */
  selectAudienceTier(key: AudienceTierKey): void {
    this.filters = selectAudienceTier(this.filters, key);
  }

  /** One engagement tag at most: a new band replaces the earlier one; 0-100 means none. */
  setEngagement(min: number, max: number): void {
    this.filters = setEngagement(this.filters, min, max);
  }

  /** Removes the engagement tag, which puts the slider back to 0-100. */
  removeEngagement(): void {
    this.filters = removeEngagementTag(this.filters);
  }

  /** 'Limpar Tudo'. */
  clearAll(): void {
    this.filters = clearAllFilters();
  }

  /** Removes the filter behind one of {@link activeChips}. */
  removeChip(key: string): void {
    this.filters = withoutChip(this.filters, key);
  }
}
