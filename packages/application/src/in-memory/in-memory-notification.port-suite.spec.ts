import { anInMemoryMarketplace } from '../testing/port-suites/in-memory-marketplace.js';
import { notificationPortSuite } from '../testing/port-suites/notification.port-suite.js';

notificationPortSuite(() => {
  const world = anInMemoryMarketplace();
  return { ...world.contractWorld, notifications: world.notifications };
});
