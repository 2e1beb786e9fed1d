import { SELECTED_CREATORS_STORAGE_KEY } from '@publi/domain';
import type { SelectedCreator } from '../model/selected-creator.model.js';
import { isSelectedCreator } from '../model/selection-entries.js';
import type { SelectedCreatorsStorePort } from '../ports/selected-creators-store.port.js';
import { InMemoryShelfList, type InMemoryShelf } from './in-memory-shelf-list.js';

/** Local storage's stand-in for the `selected-creators` list; a store on the same shelf reads what this one saved. */
export class InMemorySelectedCreatorsStore extends InMemoryShelfList<SelectedCreator> implements SelectedCreatorsStorePort {
  /** @param shelf - the storage, a new one by default; another store's shelf to read what it saved. */
  constructor(shelf: InMemoryShelf = new Map()) {
    super(shelf, SELECTED_CREATORS_STORAGE_KEY, isSelectedCreator);
  }
}
