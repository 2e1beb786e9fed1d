import type { SelectedCreator, SelectedCreatorsStorePort } from '@publi/application';
import { SELECTED_CREATORS_STORAGE_KEY } from '@publi/domain';

/**
 * The selected creators under `selected-creators` in local storage (SPEC section 9), so a
 * selection survives a reload. Anything unreadable there counts as an empty selection.
 */
export class LocalStorageSelectedCreatorsAdapter implements SelectedCreatorsStorePort {
  constructor(private readonly storage: Storage) {}

  read(): readonly SelectedCreator[] {
    try {
      const parsed: unknown = JSON.parse(this.storage.getItem(SELECTED_CREATORS_STORAGE_KEY) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter(isSelectedCreator) : [];
    } catch {
      return [];
    }
  }

  save(creators: readonly SelectedCreator[]): void {
    this.storage.setItem(SELECTED_CREATORS_STORAGE_KEY, JSON.stringify(creators));
  }

  clear(): void {
    this.storage.removeItem(SELECTED_CREATORS_STORAGE_KEY);
  }
}

function isSelectedCreator(value: unknown): value is SelectedCreator {
  if (typeof value !== 'object' || value === null) return false;
  const { id, name, image } = value as Record<string, unknown>;
  return typeof id === 'number' && typeof name === 'string' && (image === null || typeof image === 'string');
}
