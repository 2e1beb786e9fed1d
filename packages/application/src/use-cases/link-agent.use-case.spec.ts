import { describe, expect, it } from 'vitest';
import { InMemoryAgentAdapter } from '../in-memory/in-memory-agent.adapter.js';
import { InMemorySession } from '../in-memory/in-memory-session.js';
import { aCreatorCard } from '../testing/creator.builder.js';
import { LinkAgentUseCase } from './link-agent.use-case.js';

function anAgency() {
  const session = new InMemorySession();
  const agents = new InMemoryAgentAdapter(session);
  agents.addAgent({ id: 3, name: 'Agência Sol' }, 'agent-1', 'convite-123');
  agents.addCreatorCard('creator-1', aCreatorCard({ id: 11 }));
  session.signInAs('creator-1');
  return { session, agents, link: new LinkAgentUseCase(agents) };
}

describe('LinkAgentUseCase', () => {
  it("links the creator, who then shows in the agent's list", async () => {
    const { session, agents, link } = anAgency();
    await expect(link.execute('creator-1', ' convite-123 ')).resolves.toEqual({ id: 3, name: 'Agência Sol' });
    session.signInAs('agent-1');
    expect((await agents.listCreatorsByAgent()).map((c) => c.id)).toEqual([11]);
  });

  it('refuses an unknown invitation and links nobody', async () => {
    const { session, agents, link } = anAgency();
    await expect(link.execute('creator-1', 'outro')).rejects.toMatchObject({ code: 'AGENT.NOT_FOUND' });
    session.signInAs('agent-1');
    expect(await agents.listCreatorsByAgent()).toEqual([]);
  });

  it('refuses linking another account', async () => {
    await expect(anAgency().link.execute('creator-2', 'convite-123')).rejects.toMatchObject({ code: 'USER.EXTERNAL_ID_MISMATCH' });
  });
});
