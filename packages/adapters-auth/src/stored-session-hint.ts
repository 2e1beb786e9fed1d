import { TOKEN_COOKIE_NAME } from '@publi/domain';
import type { CookieJar } from './cookie-jar.js';

/**
 * Whether the page may hold a signed-in session the identity SDK would restore. `false` lets a
 * first visit skip downloading the SDK (the largest library a public page would otherwise
 * fetch); `true` when unsure.
 */
export type StoredSessionHint = () => Promise<boolean>;

/** Where the firebase SDK keeps its session in the browser (its `indexedDBLocalPersistence`). */
export const FIREBASE_SESSION_DATABASE = 'firebaseLocalStorageDb';

/** The part of the browser's `IDBFactory` the hint reads (this package builds without the DOM types). */
export interface DatabaseLister {
  databases(): Promise<readonly { readonly name?: string }[]>;
}

/** What the browser hint reads: `document` and `window.indexedDB`. */
export interface BrowserSessionStores {
  readonly jar: Pick<CookieJar, 'cookie'>;
  /** Absent where the browser has no IndexedDB (then the hint cannot rule a session out). */
  readonly indexedDB?: DatabaseLister;
}

/**
 * A session may exist when the token cookie is there, or when the SDK's database exists: a
 * returning visitor whose cookie expired is restored from it. A browser that cannot list its
 * databases answers `true`, so nobody is ever shown signed out by a guess.
 */
export function browserStoredSessionHint(stores: BrowserSessionStores): StoredSessionHint {
  return async () => {
    if (hasTokenCookie(stores.jar.cookie)) return true;
    if (typeof stores.indexedDB?.databases !== 'function') return true;
    try {
      const databases = await stores.indexedDB.databases();
      return databases.some((database) => database.name === FIREBASE_SESSION_DATABASE);
    } catch {
      return true;
    }
  };
}

/** Whether the page's cookies hold Publi's token: the session then starts from it, without the SDK. */
export function hasTokenCookie(cookies: string): boolean {
  return cookies.split(';').some((pair) => pair.trim().startsWith(`${TOKEN_COOKIE_NAME}=`));
}
