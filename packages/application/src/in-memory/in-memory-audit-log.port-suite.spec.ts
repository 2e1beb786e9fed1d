import { auditLogPortSuite } from '../testing/port-suites/audit-log.port-suite.js';
import { anInMemorySuiteWorld } from '../testing/port-suites/in-memory-suite-world.js';
import { InMemoryAgentAdapter } from './in-memory-agent.adapter.js';
import { InMemoryAuditLogAdapter } from './in-memory-audit-log.adapter.js';

auditLogPortSuite(() => {
  const world = anInMemorySuiteWorld();
  // Each person reads the events about their own account, as the server's history does.
  const auditLog = new InMemoryAuditLogAdapter(20, () => world.accounts.peek(world.session.requireUserId())?.id ?? 0);
  return { ...world.people, auditLog, agents: new InMemoryAgentAdapter(world.session, world.accounts, world.creators, auditLog) };
});
