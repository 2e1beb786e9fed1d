import { anInMemoryMarketplace } from '../testing/port-suites/in-memory-marketplace.js';
import { projectPortSuite } from '../testing/port-suites/project.port-suite.js';

projectPortSuite(() => {
  const world = anInMemoryMarketplace();
  return { ...world.marketplace, projects: world.projects };
});
