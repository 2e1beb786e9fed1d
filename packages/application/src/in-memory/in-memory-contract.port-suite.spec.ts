import { contractPortSuite } from '../testing/port-suites/contract.port-suite.js';
import { anInMemoryMarketplace } from '../testing/port-suites/in-memory-marketplace.js';

contractPortSuite(() => anInMemoryMarketplace().contractWorld);
