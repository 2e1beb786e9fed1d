import { describe, expect, it } from 'vitest';
import { anAgency } from '../testing/agency.builder.js';
import { LinkAgentUseCase } from './link-agent.use-case.js';

describe('LinkAgentUseCase', () => {
  it("links the creator, who then shows in the agent's list", async () => {
    const { world, agent } = await anAgency();
    world.session.signInAs('ana');
    await expect(new LinkAgentUseCase(world.agents).execute('ana', ` ${anAgency.TOKEN} `))
      .resolves.toEqual({ id: agent.id, name: 'Agência Sol', image: null });
    world.session.signInAs('agent-1');
    expect((await world.agents.listCreatorsByAgent()).map((c) => c.id)).toEqual([11]);
  });

  it('refuses an unknown token and links nobody', async () => {
    const { world } = await anAgency();
    world.session.signInAs('ana');
    await expect(new LinkAgentUseCase(world.agents).execute('ana', 'outro-token-desconhecido')).rejects.toMatchObject({ code: 'AGENT.NOT_FOUND' });
    world.session.signInAs('agent-1');
    expect(await world.agents.listCreatorsByAgent()).toEqual([]);
  });

  it('refuses linking another account', async () => {
    const { world } = await anAgency();
    world.session.signInAs('ana');
    await expect(new LinkAgentUseCase(world.agents).execute('bia', anAgency.TOKEN)).rejects.toMatchObject({ code: 'AUTH.FORBIDDEN' });
  });
});
