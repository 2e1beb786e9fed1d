import { anInMemoryMarketplace } from '../testing/port-suites/in-memory-marketplace.js';
import { proposalPortSuite } from '../testing/port-suites/proposal.port-suite.js';

proposalPortSuite(() => anInMemoryMarketplace().contractWorld);
