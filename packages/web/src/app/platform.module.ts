import { PORT_TOKENS, type ClockPort, type LoggerPort, type SelectedCreatorsStorePort, type SelectedDeliveriesStorePort } from '@publi/application';
import { ContainerModule } from 'inversify';
import { ConsoleLoggerAdapter } from '../platform/console-logger.adapter.js';
import { LocalStorageSelectedCreatorsAdapter } from '../platform/local-storage-selected-creators.adapter.js';
import { LocalStorageSelectedDeliveriesAdapter } from '../platform/local-storage-selected-deliveries.adapter.js';
import { SessionStorageActingAsAdapter } from '../platform/session-storage-acting-as.adapter.js';
import type { ActingAsStorage } from '../stores/acting-as.store.js';
import { STORE_TOKENS } from '../stores/store.tokens.js';
import type { SiteEnvironment } from '../stores/ui.store.js';

/** The browser's own ports: the clock, the console, local storage, and the tab's session storage; what the server says of the site. */
export function platformModule(storage: Storage, clock: ClockPort, tabStorage: Storage, site: SiteEnvironment): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind<SiteEnvironment>(STORE_TOKENS.SiteEnvironment).toConstantValue(site);
    bind<ClockPort>(PORT_TOKENS.ClockPort).toConstantValue(clock);
    bind<LoggerPort>(PORT_TOKENS.LoggerPort).toConstantValue(new ConsoleLoggerAdapter());
    bind<SelectedCreatorsStorePort>(PORT_TOKENS.SelectedCreatorsStorePort).toConstantValue(new LocalStorageSelectedCreatorsAdapter(storage));
    bind<SelectedDeliveriesStorePort>(PORT_TOKENS.SelectedDeliveriesStorePort).toConstantValue(new LocalStorageSelectedDeliveriesAdapter(storage));
    bind<ActingAsStorage>(STORE_TOKENS.ActingAsStorage).toConstantValue(new SessionStorageActingAsAdapter(tabStorage));
  });
}
