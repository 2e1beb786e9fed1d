import { accountPortSuite } from '../testing/port-suites/account.port-suite.js';
import { anInMemorySuiteWorld } from '../testing/port-suites/in-memory-suite-world.js';

accountPortSuite(() => {
  const world = anInMemorySuiteWorld();
  return { ...world.people, accounts: world.accounts };
});
