import { anInMemorySuiteWorld } from '../testing/port-suites/in-memory-suite-world.js';
import { privacyPortSuite } from '../testing/port-suites/privacy.port-suite.js';
import { InMemoryPrivacyAdapter } from './in-memory-privacy.adapter.js';

privacyPortSuite(() => {
  const world = anInMemorySuiteWorld();
  return { ...world.people, accounts: world.accounts, privacy: new InMemoryPrivacyAdapter({ session: world.session, accounts: world.accounts, clock: world.clock }) };
});
