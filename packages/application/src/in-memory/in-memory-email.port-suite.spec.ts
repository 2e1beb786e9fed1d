import { emailPortSuite } from '../testing/port-suites/email.port-suite.js';
import { anInMemorySuiteWorld } from '../testing/port-suites/in-memory-suite-world.js';
import { InMemoryEmailAdapter } from './in-memory-email.adapter.js';

emailPortSuite(() => {
  const world = anInMemorySuiteWorld();
  return { ...world.people, email: new InMemoryEmailAdapter(world.session, world.accounts) };
});
