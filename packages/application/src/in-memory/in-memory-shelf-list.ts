/**
 * Local storage's stand-in: lists by key. Hand the same shelf to new stores to play a page
 * reload (the browser's adapters are new, its storage is not); every store starts on its own
 * shelf by default.
 */
export type InMemoryShelf = Map<string, readonly unknown[]>;

/**
 * One list under one key of a shelf, read back as the browser's `LocalStorageList` reads it:
 * a copy of what was saved, without the entries `isEntry` refuses.
 */
export class InMemoryShelfList<T> {
  /** @param shelf - the storage. @param key - the list's key. @param isEntry - what an entry read back must be. */
  constructor(
    private readonly shelf: InMemoryShelf,
    private readonly key: string,
    private readonly isEntry: (value: unknown) => value is T,
  ) {}

  /** What was saved under the key, without the entries `isEntry` refuses; empty when nothing was. */
  read(): readonly T[] {
    return (this.shelf.get(this.key) ?? []).filter(this.isEntry);
  }

  /** Keeps a copy of `entries` under the key. */
  save(entries: readonly T[]): void {
    this.shelf.set(this.key, [...entries]);
  }

  /** Forgets the key. */
  clear(): void {
    this.shelf.delete(this.key);
  }
}
