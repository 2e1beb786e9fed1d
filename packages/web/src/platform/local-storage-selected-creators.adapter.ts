import { isSelectedCreator, type SelectedCreator, type SelectedCreatorsStorePort } from '@publi/application';
import { SELECTED_CREATORS_STORAGE_KEY } from '@publi/domain';
import { LocalStorageList } from './local-storage-list.js';

/**
 * The selected creators under `selected-creators` in local storage (SPEC section 9), so a
 * selection survives a reload. Anything unreadable there counts as an empty selection, and
 * entries that are not a selected creator (the application's `isSelectedCreator`) are dropped.
 */
export class LocalStorageSelectedCreatorsAdapter extends LocalStorageList<SelectedCreator> implements SelectedCreatorsStorePort {
  constructor(storage: Storage) {
    super(storage, SELECTED_CREATORS_STORAGE_KEY, isSelectedCreator);
  }
}
