import { creatorProfilePortSuite } from '../testing/port-suites/creator-profile.port-suite.js';
import { anInMemorySuiteWorld } from '../testing/port-suites/in-memory-suite-world.js';

creatorProfilePortSuite(() => {
  const world = anInMemorySuiteWorld();
  return { ...world.people, profiles: world.creators };
});
