import { adaptersAuthModule, browserStoredSessionHint, hasTokenCookie } from '@publi/adapters-auth';
import { adaptersHttpModule } from '@publi/adapters-http';
import { Container } from 'inversify';
import { SystemClockAdapter } from '../platform/system-clock.adapter.js';
import { applicationModule } from './application.module.js';
import { platformModule } from './platform.module.js';
import type { RuntimeConfig } from './runtime-config.js';
import { storesModule } from './stores.module.js';

/** What the composition root takes from the page it runs in. */
export interface PageEnvironment {
  readonly config: RuntimeConfig;
  readonly document: Document;
  readonly location: Location;
  readonly storage: Storage;
  /** The tab's session storage (which creator an agent acts for). */
  readonly sessionStorage: Storage;
  /** Where the identity SDK keeps a session; absent, the SDK loads at startup. */
  readonly indexedDB?: IDBFactory;
  /** How the public reads reach the API; the page's own `fetch` when absent. */
  readonly fetch?: typeof fetch;
  /** When the page has drawn and has a moment to spare (`platform/page-idle.ts`); at once when absent. */
  readonly idle?: () => Promise<void>;
}

/**
 * The composition root: the only place that loads Inversify modules. Adapters, use cases and
 * stores are singletons of this container, so one page shares one session and one cart.
 */
export function createContainer({ config, document, location, storage, sessionStorage, indexedDB, fetch, idle }: PageEnvironment): Container {
  const container = new Container();
  // One clock for the token store and the identity adapter, so both judge expiry alike.
  const clock = new SystemClockAdapter();
  const emulatorHost = config.authEmulatorHost === null ? {} : { emulatorHost: config.authEmulatorHost };
  // A first visit (no cookie, no SDK database) does not download the identity SDK until sign-in.
  const storedSession = indexedDB === undefined ? {} : { storedSession: browserStoredSessionHint({ jar: document, indexedDB }) };
  // A session that starts from the token cookie needs the SDK only to keep the cookie in step:
  // it loads once the page is drawn. Without the cookie (a session to restore) it loads at once.
  const listenWhen = idle !== undefined && hasTokenCookie(document.cookie) ? { listenWhen: idle } : {};
  container.load(
    platformModule(storage, clock, sessionStorage, { testEnvironment: config.payments.testEnvironment }),
    adaptersAuthModule({ firebase: { ...config.firebase, ...emulatorHost }, jar: document, protocol: location.protocol, clock, ...storedSession, ...listenWhen }),
    adaptersHttpModule({ baseURL: config.apiBaseUrl, cards: config.payments.cards, ...(fetch ? { fetch } : {}) }),
    applicationModule,
    storesModule(container),
  );
  return container;
}
