import { deliveryPortSuite } from '../testing/port-suites/delivery.port-suite.js';
import { anInMemoryMarketplace } from '../testing/port-suites/in-memory-marketplace.js';

deliveryPortSuite(() => anInMemoryMarketplace().deliveryWorld);
