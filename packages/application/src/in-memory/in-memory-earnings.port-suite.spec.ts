import { earningsPortSuite } from '../testing/port-suites/earnings.port-suite.js';
import { anInMemoryMarketplace } from '../testing/port-suites/in-memory-marketplace.js';

earningsPortSuite(() => anInMemoryMarketplace().earningsWorld);
