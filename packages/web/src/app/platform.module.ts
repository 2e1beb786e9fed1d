import { PORT_TOKENS, type ClockPort, type LoggerPort, type SelectedCreatorsStorePort, type SelectedDeliveriesStorePort } from '@publi/application';
import { ContainerModule } from 'inversify';
import { consoleLogger } from '../platform/console-logger.js';
import { LocalStorageSelectedCreatorsStore } from '../platform/local-storage-selected-creators.store.js';
import { LocalStorageSelectedDeliveriesAdapter } from '../platform/local-storage-selected-deliveries.adapter.js';
import { systemClock } from '../platform/system-clock.js';

/** The browser's own ports: the clock, the console, local storage. */
export function platformModule(storage: Storage): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind<ClockPort>(PORT_TOKENS.ClockPort).toConstantValue(systemClock);
    bind<LoggerPort>(PORT_TOKENS.LoggerPort).toConstantValue(consoleLogger);
    bind<SelectedCreatorsStorePort>(PORT_TOKENS.SelectedCreatorsStorePort).toConstantValue(new LocalStorageSelectedCreatorsStore(storage));
    bind<SelectedDeliveriesStorePort>(PORT_TOKENS.SelectedDeliveriesStorePort).toConstantValue(new LocalStorageSelectedDeliveriesAdapter(storage));
  });
}
