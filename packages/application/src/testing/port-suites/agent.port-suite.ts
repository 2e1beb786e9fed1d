import { describe, expect, it } from 'vitest';
import type { AccountPort } from '../../ports/account.port.js';
import type { AgentPort } from '../../ports/agent.port.js';
import type { CreatorProfilePort } from '../../ports/creator-profile.port.js';
import { creatorIdOf, expectRefusal, type PortSuite, type PortSuiteWorld, type SuitePerson } from './port-suite-world.js';

/** What the agents' scenarios need: the adapter, and the ports an agent acts on for a creator. */
export interface AgentSuiteWorld extends PortSuiteWorld {
  readonly agents: AgentPort;
  readonly profiles: CreatorProfilePort;
  readonly accounts: AccountPort;
}

const NOT_LINKED = 'Você não atua por este criador.';

/** An agent with their link token, and a creator (signed in at the end) who has not linked them yet. */
async function anAgentAndACreator(w: AgentSuiteWorld, creatorName = 'Ana Lima') {
  const agent = await w.signUp('agent', 'Agência Sol');
  const token = await w.agents.getOwnToken();
  const creator = await w.signUp('creator', creatorName);
  return { agent, token, creator, creatorId: creatorIdOf(creator) };
}

async function linked(w: AgentSuiteWorld): Promise<{ agent: SuitePerson; creator: SuitePerson; creatorId: number }> {
  const setup = await anAgentAndACreator(w);
  await w.agents.linkAgent(setup.creator.externalId, setup.token);
  return setup;
}

/** {@link AgentPort}'s scenarios, the same for the in-memory and the HTTP adapter. */
export const agentPortSuite: PortSuite<AgentSuiteWorld> = (world) => {
  describe('AgentPort', () => {
    it('lets a creator find the agent by token and link them, and the agent list the creator with completion', async () => {
      const w = world();
      const { agent, token, creator, creatorId } = await anAgentAndACreator(w);
      expect(token).toMatch(/^[A-Za-z0-9_-]{22,64}$/);
      const found = await w.agents.getByToken(token);
      expect(found).toEqual({ id: agent.userId, name: 'Agência Sol', image: null });
      expect(await w.agents.linkAgent(creator.externalId, token)).toEqual(found);
      expect((await w.profiles.getOwnDetails()).creatorAgentId).toBe(agent.userId);

      w.actAs(agent);
      const [listed, ...others] = await w.agents.listCreatorsByAgent();
      expect(others).toEqual([]);
      expect(listed).toMatchObject({ id: creatorId, userId: creator.userId, name: 'Ana Lima', active: true });
      expect(listed?.completion.sections.map((s) => s.key)).toEqual(['profile', 'socialNetworks', 'prices', 'bank', 'categories']);
      expect(listed?.completion.percent).toBeLessThan(100);
    });

    it("lets the agent edit a linked creator's prices, networks and profile, which the public profile shows", async () => {
      const w = world();
      const { agent, creator, creatorId } = await linked(w);
      w.actAs(agent);
      expect(await w.profiles.setJobPrices({ stories: 12_000, feed: 0, tiktok: 8_050 }, creatorId)).toMatchObject({ id: creatorId, prices: { stories: 12_000, feed: 0, tiktok: 8_050 } });
      await w.profiles.setSocialNetworks([{ name: 'instagram', username: '@ana.lima', followers: 3000 }], creatorId);
      expect(await w.accounts.updateProfile({ miniBio: 'Receitas veganas' }, creatorId)).toMatchObject({ externalId: creator.externalId, miniBio: 'Receitas veganas' });
      expect(await w.agents.getManagedCreatorAccount(creatorId)).toMatchObject({ externalId: creator.externalId, name: 'Ana Lima' });
      w.actAs(null);
      expect(await w.profiles.getDetailsById(creatorId)).toMatchObject({ prices: { stories: 12_000, feed: 0, tiktok: 8_050 }, socialNetworks: [{ username: 'ana.lima', followers: 3000 }] });
    });

    it("refuses the agent's writes once the creator unlinked, and leaves the creator's data", async () => {
      const w = world();
      const { agent, creator, creatorId } = await linked(w);
      w.actAs(agent);
      await w.profiles.setJobPrices({ stories: 10_000, feed: 0, tiktok: 0 }, creatorId);
      w.actAs(creator);
      await w.agents.unlink();
      expect((await w.profiles.getOwnDetails()).creatorAgentId).toBeNull();
      w.actAs(agent);
      await expectRefusal(w.profiles.setJobPrices({ stories: 99_900, feed: 0, tiktok: 0 }, creatorId), 'AGENT.NOT_LINKED', NOT_LINKED);
      await expectRefusal(w.accounts.updateCategories([], creatorId), 'AGENT.NOT_LINKED', NOT_LINKED);
      expect(await w.agents.listCreatorsByAgent()).toEqual([]);
      w.actAs(null);
      expect((await w.profiles.getDetailsById(creatorId)).prices.stories).toBe(10_000);
    });

    it('lets the agent unlink a creator, after which the managed account is refused', async () => {
      const w = world();
      const { agent, creatorId } = await linked(w);
      w.actAs(agent);
      await w.agents.unlink(creatorId);
      await expectRefusal(w.agents.getManagedCreatorAccount(creatorId), 'AGENT.NOT_LINKED', NOT_LINKED);
    });

    it('rotates the token: the old one finds nobody, the new one the same agent', async () => {
      const w = world();
      const { agent, token, creator } = await anAgentAndACreator(w);
      w.actAs(agent);
      const rotated = await w.agents.rotateToken();
      expect(rotated).not.toBe(token);
      expect(await w.agents.getOwnToken()).toBe(rotated);
      w.actAs(creator);
      await expectRefusal(w.agents.getByToken(token), 'AGENT.NOT_FOUND', 'Não encontramos um agente com este código. Confira com o seu agente.');
      await expect(w.agents.linkAgent(creator.externalId, rotated)).resolves.toMatchObject({ name: 'Agência Sol' });
    });

    it("refuses linking someone else's account, the agents' area to a creator, and a creator writing another's data", async () => {
      const w = world();
      const { token, creator, creatorId } = await anAgentAndACreator(w, 'Bia Reis');
      await w.signUp('creator', 'Caio Dias');
      await expectRefusal(w.agents.linkAgent(creator.externalId, token), 'AUTH.FORBIDDEN', 'Você não tem permissão para fazer isso.');
      await expectRefusal(w.agents.listCreatorsByAgent(), 'AGENT.ONLY', 'Esta área é só para contas de agente.');
      await expectRefusal(w.agents.getOwnToken(), 'AGENT.ONLY', 'Esta área é só para contas de agente.');
      await expectRefusal(w.profiles.setJobPrices({ stories: 100, feed: 0, tiktok: 0 }, creatorId), 'AGENT.NOT_LINKED', NOT_LINKED);
      await expectRefusal(w.accounts.updateAddress({ postalCode: '50030-230', city: 'Recife', state: 'PE' }, creatorId), 'AGENT.NOT_LINKED', NOT_LINKED);
      w.actAs(creator);
      expect((await w.profiles.getOwnDetails()).creatorAgentId).toBeNull();
    });
  });
};
