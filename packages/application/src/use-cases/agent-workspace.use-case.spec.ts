import { describe, expect, it } from 'vitest';
import { anAgency } from '../testing/agency.builder.js';
import { AgentWorkspaceUseCase } from './agent-workspace.use-case.js';
import { LinkAgentUseCase } from './link-agent.use-case.js';

async function linkedToAnaAndBia() {
  const agency = await anAgency();
  const { world } = agency;
  for (const creator of ['ana', 'bia']) {
    world.session.signInAs(creator);
    await new LinkAgentUseCase(world.agents).execute(creator, anAgency.TOKEN);
  }
  world.session.signInAs('agent-1');
  return { ...agency, workspace: new AgentWorkspaceUseCase(world.agents, world.creators) };
}

describe('AgentWorkspaceUseCase', () => {
  it('lists the linked creators with the completion the domain computes', async () => {
    const { workspace, ana } = await linkedToAnaAndBia();
    const creators = await workspace.creatorList();
    expect(creators.map((c) => [c.id, c.name, c.active])).toEqual([[11, 'Ana Silva', true], [12, 'Bia Costa', true]]);
    expect(creators[0]).toMatchObject({ userId: ana.id, slug: 'ana-silva' });
    const completion = creators[0]?.completion;
    expect(completion?.sections.map((s) => s.key)).toEqual(['profile', 'socialNetworks', 'prices', 'bank', 'categories']);
    expect(completion?.percent).toBeGreaterThan(0);
    expect(completion?.percent).toBeLessThan(100);
  });

  it('stops listing a creator it unlinked, whose creator profile loses the agent', async () => {
    const { world, workspace } = await linkedToAnaAndBia();
    expect((await world.creators.getDetailsById(11)).creatorAgentId).not.toBeNull();
    await workspace.unlink(11);
    expect((await workspace.creatorList()).map((c) => c.id)).toEqual([12]);
    expect((await world.creators.getDetailsById(11)).creatorAgentId).toBeNull();
    await expect(workspace.unlink(11)).rejects.toMatchObject({ code: 'AGENT.NOT_LINKED' });
  });

  it('rotates the token: the old one no longer finds the agent, the new one does', async () => {
    const { world, workspace } = await linkedToAnaAndBia();
    expect(await workspace.token()).toBe(anAgency.TOKEN);
    const rotated = await workspace.rotateToken();
    expect(rotated).not.toBe(anAgency.TOKEN);
    expect(rotated).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(await workspace.token()).toBe(rotated);
    world.session.signInAs('bia');
    const link = new LinkAgentUseCase(world.agents);
    await expect(link.find(anAgency.TOKEN)).rejects.toMatchObject({ code: 'AGENT.NOT_FOUND' });
    await expect(link.find(rotated)).resolves.toMatchObject({ name: 'Agência Sol' });
  });

  it("loads a linked creator's account and profile for the editor, and refuses others", async () => {
    const { world, workspace } = await linkedToAnaAndBia();
    await expect(workspace.actFor(12)).resolves.toMatchObject({ user: { externalId: 'bia', name: 'Bia Costa' }, details: { id: 12 } });
    world.session.signInAs('ana');
    await expect(workspace.actFor(12)).rejects.toMatchObject({ code: 'AGENT.NOT_LINKED' });
  });

  it('is for agents only', async () => {
    const { world, workspace } = await linkedToAnaAndBia();
    world.session.signInAs('ana');
    await expect(workspace.creatorList()).rejects.toMatchObject({ code: 'AGENT.ONLY' });
    await expect(workspace.token()).rejects.toMatchObject({ code: 'AGENT.ONLY' });
  });
});
