import type { TypeaheadLocale } from '@publi/application';
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
import { makeAutoObservable } from 'mobx';
import { activeChipsOf, withoutChip, type ActiveChip } from './search-chips.js';
import type { ReferenceListsStore } from './reference-lists.store.js';
import { STORE_TOKENS } from './store.tokens.js';

export type { ActiveChip } from './search-chips.js';

/**
 * The creator search's filters (domain state): what the overlay edits and the results page reads
 * (SPEC sections 2 and 4). The rules live in `@publi/domain`; this store holds the current value.
 */
@injectable()
export class SearchFiltersStore {
  filters: SearchFilters = emptySearchFilters();
  /** Names of categories picked from suggestions, in case the reference lists lack them. */
  private readonly learnedCategoryNames = new Map<number, string>();

  constructor(@inject(STORE_TOKENS.ReferenceLists) private readonly referenceLists: Pick<ReferenceListsStore, 'reference'>) {
    makeAutoObservable<this, 'referenceLists' | 'learnedCategoryNames'>(this, { referenceLists: false, learnedCategoryNames: false }, { autoBind: true });
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
    const { categories, subCategories } = this.referenceLists.reference;
    const known = [...categories, ...subCategories].find((category) => category.id === id);
    return known?.name ?? this.learnedCategoryNames.get(id) ?? `Categoria ${String(id)}`;
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
    if (locale.kind === 'state') {
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
