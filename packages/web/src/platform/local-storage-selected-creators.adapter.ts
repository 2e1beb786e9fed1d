import type { SelectedCreator, SelectedCreatorsStorePort } from '@publi/application';
import { SELECTED_CREATORS_STORAGE_KEY } from '@publi/domain';
import { LocalStorageList } from './local-storage-list.js';

/**
 * The selected creators under `selected-creators` in local storage (SPEC section 9), so a
 * selection survives a reload. Anything unreadable there counts as an empty selection.
 */
export class LocalStorageSelectedCreatorsAdapter extends LocalStorageList<SelectedCreator> implements SelectedCreatorsStorePort {
  constructor(storage: Storage) {
    super(storage, SELECTED_CREATORS_STORAGE_KEY, isSelectedCreator);
  }
}

function isSelectedCreator(value: unknown): value is SelectedCreator {
  if (typeof value !== 'object' || value === null) return false;
  const { id, name, image } = value as Record<string, unknown>;
  return typeof id === 'number' && typeof name === 'string' && (image === null || typeof image === 'string');
}
