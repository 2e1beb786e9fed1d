import {
  clearAllFilters,
  emptySearchFilters,
  hasActiveFilters,
  type SearchFilters,
} from '@publi/domain';
import { injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';

/**
 * The creator search the overlay edits and the results page reads: the active filters and the
 * overlay's own view state (SPEC sections 2 and 4).
 */
@injectable()
export class SearchStore {
  filters: SearchFilters = emptySearchFilters();
  isOpen = false;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get hasFilters(): boolean {
    return hasActiveFilters(this.filters);
  }

  open(): void {
    this.isOpen = true;
  }

  close(): void {
    this.isOpen = false;
  }

  clearAll(): void {
    this.filters = clearAllFilters();
  }
}
