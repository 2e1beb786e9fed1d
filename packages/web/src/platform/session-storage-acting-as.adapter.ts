import type { ActedCreator, ActingAsStorage } from '../stores/acting-as.store.js';

const KEY = 'acting-as-creator';

/**
 * The creator an agent acts for, in session storage: it survives a reload of the tab but not
 * the tab itself, so a new tab never edits someone else's profile by surprise. What cannot be
 * read back counts as not acting.
 */
export class SessionStorageActingAsAdapter implements ActingAsStorage {
  constructor(private readonly storage: Storage) {}

  read(): ActedCreator | null {
    try {
      const parsed: unknown = JSON.parse(this.storage.getItem(KEY) ?? 'null');
      return isActedCreator(parsed) ? { id: parsed.id, name: parsed.name } : null;
    } catch {
      return null;
    }
  }

  save(creator: ActedCreator): void {
    this.storage.setItem(KEY, JSON.stringify(creator));
  }

  clear(): void {
    this.storage.removeItem(KEY);
  }
}

function isActedCreator(value: unknown): value is ActedCreator {
  if (typeof value !== 'object' || value === null) return false;
  const { id, name } = value as Record<string, unknown>;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 && typeof name === 'string';
}
