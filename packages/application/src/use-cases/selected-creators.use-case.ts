import type { SelectedCreator } from '../model/selected-creator.model.js';
import type { SelectedCreatorsStorePort } from '../ports/selected-creators-store.port.js';

function unique(creators: readonly SelectedCreator[]): SelectedCreator[] {
  const seen = new Set<number>();
  return creators.filter((creator) => !seen.has(creator.id) && seen.add(creator.id));
}

/**
 * The brand's ticked creators in local storage (`selected-creators`). The list never holds a
 * creator twice, even when storage was edited by an older version of the app.
 */
export class SelectedCreatorsUseCase {
  /** @param store - the storage. */
  constructor(private readonly store: SelectedCreatorsStorePort) {}

  /** The list, each creator once. */
  list(): readonly SelectedCreator[] {
    return unique(this.store.read());
  }

  /** Whether the creator is selected. */
  has(creatorId: number): boolean {
    return this.store.read().some((creator) => creator.id === creatorId);
  }

  /** Adds the creator (no change when already there). */
  add(creator: SelectedCreator): readonly SelectedCreator[] {
    return this.save([...this.list(), creator]);
  }

  /** Removes the creator. */
  remove(creatorId: number): readonly SelectedCreator[] {
    return this.save(this.list().filter((creator) => creator.id !== creatorId));
  }

  /** Adds the creator when absent, removes it when present. */
  toggle(creator: SelectedCreator): readonly SelectedCreator[] {
    return this.has(creator.id) ? this.remove(creator.id) : this.add(creator);
  }

  /** Empties the list. */
  clear(): void {
    this.store.clear();
  }

  private save(creators: readonly SelectedCreator[]): readonly SelectedCreator[] {
    const list = unique(creators);
    this.store.save(list);
    return list;
  }
}
