import { describe, expect, it } from 'vitest';
import type { AgentPort } from '../../ports/agent.port.js';
import type { AuditLogPort } from '../../ports/audit-log.port.js';
import { expectRefusal, type PortSuite, type PortSuiteWorld } from './port-suite-world.js';

/** What the security history's scenarios need: the adapter, and the agents' port whose links it records. */
export interface AuditLogSuiteWorld extends PortSuiteWorld {
  readonly auditLog: AuditLogPort;
  readonly agents: AgentPort;
}

/** {@link AuditLogPort}'s scenarios, the same for the in-memory and the HTTP adapter. */
export const auditLogPortSuite: PortSuite<AuditLogSuiteWorld> = (world) => {
  describe('AuditLogPort', () => {
    it("records an agent's link and unlink, newest first, for the creator and the agent, and nothing for others", async () => {
      const w = world();
      const agent = await w.signUp('agent', 'Carla Agência');
      const token = await w.agents.getOwnToken();
      const ana = await w.signUp('creator', 'Ana Souza');
      await w.agents.linkAgent(ana.externalId, token);
      await w.agents.unlink();
      const history = await w.auditLog.list(1);
      expect(history).toMatchObject({ page: 1, limit: 20, total: 2 });
      const anaPerson = { id: ana.userId, name: 'Ana Souza', type: 'creator' };
      const agentPerson = { id: agent.userId, name: 'Carla Agência', type: 'agent' };
      expect(history.events.map((event) => event.kind)).toEqual(['agent_unlinked', 'agent_linked']);
      expect(history.events[1]).toMatchObject({ account: anaPerson, actor: anaPerson, agent: agentPerson, changes: [] });
      w.actAs(agent);
      expect((await w.auditLog.list(1)).events.map((event) => event.kind)).toEqual(['agent_unlinked', 'agent_linked']);
      await w.signUp('brand', 'Café Recife');
      expect(await w.auditLog.list(1)).toMatchObject({ total: 0, events: [] });
    });

    it('refuses the history without a token', async () => {
      const w = world();
      w.actAs(null);
      await expectRefusal(w.auditLog.list(1), 'AUTH.TOKEN_MISSING', 'Entre na sua conta para continuar.');
    });
  });
};
