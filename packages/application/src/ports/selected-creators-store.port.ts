import type { SelectedCreator } from '../model/selected-creator.model.js';

/** Where the brand's ticked creators are kept (local storage key `selected-creators`). */
export interface SelectedCreatorsStorePort {
  /** The saved list; empty when nothing (or nothing readable) is saved. */
  read(): readonly SelectedCreator[];
  save(creators: readonly SelectedCreator[]): void;
  clear(): void;
}
