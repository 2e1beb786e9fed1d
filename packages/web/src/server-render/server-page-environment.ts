import type { PageEnvironment } from '../app/container.js';
import type { RuntimeConfig } from '../app/runtime-config.js';

/** A `Storage` that lives as long as one drawing: a visitor's stored choices are not the server's to know. */
class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();

  get length(): number {
    return this.items.size;
  }

  clear(): void {
    this.items.clear();
  }

  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }

  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }

  removeItem(key: string): void {
    this.items.delete(key);
  }

  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
}

/**
 * The page a first-time visitor's browser would be: no cookie, nothing stored, no identity
 * database (so the identity SDK is never loaded), its reads answered by `fetch`.
 */
export function firstVisitEnvironment(config: RuntimeConfig, fetch: typeof globalThis.fetch): PageEnvironment {
  const jar = { cookie: '' } as Document;
  const noDatabases = { databases: () => Promise.resolve([]) } as unknown as IDBFactory;
  return {
    config,
    document: jar,
    location: { protocol: 'https:' } as Location,
    storage: new MemoryStorage(),
    sessionStorage: new MemoryStorage(),
    indexedDB: noDatabases,
    fetch,
  };
}
