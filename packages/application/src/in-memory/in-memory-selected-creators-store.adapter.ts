import type { SelectedCreator } from '../model/selected-creator.model.js';
import type { SelectedCreatorsStorePort } from '../ports/selected-creators-store.port.js';

/** Local storage's stand-in for the `selected-creators` list. */
export class InMemorySelectedCreatorsStore implements SelectedCreatorsStorePort {
  private creators: readonly SelectedCreator[] = [];

  /** The saved list. */
  read(): readonly SelectedCreator[] {
    return this.creators;
  }

  /** Saves a copy of `creators`. */
  save(creators: readonly SelectedCreator[]): void {
    this.creators = [...creators];
  }

  /** Empties the list. */
  clear(): void {
    this.creators = [];
  }
}
