import { agentPortSuite } from '../testing/port-suites/agent.port-suite.js';
import { anInMemorySuiteWorld } from '../testing/port-suites/in-memory-suite-world.js';

agentPortSuite(() => {
  const world = anInMemorySuiteWorld();
  return { ...world.people, agents: world.agents, profiles: world.creators, accounts: world.accounts };
});
