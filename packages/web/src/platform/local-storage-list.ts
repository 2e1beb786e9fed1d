/**
 * One list kept as JSON under one local-storage key. What cannot be read back (hand-edited,
 * written by an older version, not JSON at all) counts as an empty list, and entries that do
 * not pass `isEntry` are dropped, so a bad value never reaches the stores.
 */
export class LocalStorageList<T> {
  constructor(
    private readonly storage: Storage,
    private readonly key: string,
    private readonly isEntry: (value: unknown) => value is T,
  ) {}

  read(): readonly T[] {
    try {
      const parsed: unknown = JSON.parse(this.storage.getItem(this.key) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter(this.isEntry) : [];
    } catch {
      return [];
    }
  }

  save(entries: readonly T[]): void {
    this.storage.setItem(this.key, JSON.stringify(entries));
  }

  clear(): void {
    this.storage.removeItem(this.key);
  }
}
