import { startTestApp } from '@publi/server/testing';
import { describe, expect, it } from 'vitest';
import { AxiosAccountAdapter } from './axios-account.adapter.js';
import { AxiosAgentAdapter } from './axios-agent.adapter.js';
import { AxiosCreatorProfileAdapter } from './axios-creator-profile.adapter.js';
import { HttpCreatorDetailsReads } from './http-creator-details.reads.js';
import { useLiveApi, type LiveIdentity } from './live-api.builder.js';

const api = useLiveApi(startTestApp);
const agents = new AxiosAgentAdapter(api.client);
const accounts = new AxiosAccountAdapter(api.client);
const profiles = new AxiosCreatorProfileAdapter(api.client, new HttpCreatorDetailsReads(api.read));

/** An agent with their token, and a creator (signed in at the end) who has not linked them yet. */
async function anAgentAndACreator(creatorName = 'Ana Lima') {
  const agent = await api.signUpAccount('agent', 'Agência Sol');
  const token = await agents.getOwnToken();
  const creator = await api.signUpAccount('creator', creatorName);
  const creatorId = (await profiles.getOwnDetails()).id;
  return { agent, token, creator, creatorId };
}

async function linked(creatorName?: string) {
  const setup = await anAgentAndACreator(creatorName);
  await agents.linkAgent(setup.creator.uid, setup.token);
  return setup;
}

const actAs = (identity: LiveIdentity) => {
  api.tokens.actAs(identity);
};

describe('AxiosAgentAdapter against the server', () => {
  it('lets a creator find the agent by token and link them, and the agent list the creator with completion', async () => {
    const { agent, token, creator, creatorId } = await anAgentAndACreator();
    expect(token).toMatch(/^[A-Za-z0-9_-]{22,64}$/);
    const found = await agents.getByToken(token);
    expect(found).toMatchObject({ name: 'Agência Sol', image: null });
    expect(await agents.linkAgent(creator.uid, token)).toEqual(found);
    expect((await profiles.getOwnDetails()).creatorAgentId).toBe(found.id);

    actAs(agent);
    const [listed, ...others] = await agents.listCreatorsByAgent();
    expect(others).toEqual([]);
    expect(listed).toMatchObject({ id: creatorId, name: 'Ana Lima', active: true });
    expect(listed?.completion.sections.map((s) => s.key)).toEqual(['profile', 'socialNetworks', 'prices', 'bank', 'categories']);
    expect(listed?.completion.percent).toBeLessThan(100);
  });

  it("lets the agent edit a linked creator's prices, networks and profile, which the public profile shows", async () => {
    const { agent, creator, creatorId } = await linked();
    actAs(agent);
    const details = await profiles.setJobPrices({ stories: 12_000, feed: 0, tiktok: 8_050 }, creatorId);
    expect(details).toMatchObject({ id: creatorId, prices: { stories: 12_000, feed: 0, tiktok: 8_050 } });
    await profiles.setSocialNetworks([{ name: 'instagram', username: '@ana.lima', followers: 3000 }], creatorId);
    expect(await accounts.updateProfile({ miniBio: 'Receitas veganas' }, creatorId)).toMatchObject({ externalId: creator.uid, miniBio: 'Receitas veganas' });
    expect(await agents.getManagedCreatorAccount(creatorId)).toMatchObject({ externalId: creator.uid, name: 'Ana Lima' });

    api.tokens.actAs(null);
    expect(await profiles.getDetailsById(creatorId)).toMatchObject({
      prices: { stories: 12_000, feed: 0, tiktok: 8_050 }, socialNetworks: [{ username: 'ana.lima', followers: 3000 }],
    });
  });

  it("refuses the agent's next write once the creator unlinked, and leaves the creator's data", async () => {
    const { agent, creator, creatorId } = await linked();
    actAs(agent);
    await profiles.setJobPrices({ stories: 10_000, feed: 0, tiktok: 0 }, creatorId);
    actAs(creator);
    await agents.unlink();
    expect((await profiles.getOwnDetails()).creatorAgentId).toBeNull();
    actAs(agent);
    await expect(profiles.setJobPrices({ stories: 99_900, feed: 0, tiktok: 0 }, creatorId)).rejects.toMatchObject({ code: 'AGENT.NOT_LINKED' });
    await expect(accounts.updateCategories([], creatorId)).rejects.toMatchObject({ code: 'AGENT.NOT_LINKED' });
    expect(await agents.listCreatorsByAgent()).toEqual([]);
    api.tokens.actAs(null);
    expect((await profiles.getDetailsById(creatorId)).prices.stories).toBe(10_000);
  });

  it('lets the agent unlink a creator, after which the managed account is refused', async () => {
    const { agent, creatorId } = await linked();
    actAs(agent);
    await agents.unlink(creatorId);
    await expect(agents.getManagedCreatorAccount(creatorId)).rejects.toMatchObject({ code: 'AGENT.NOT_LINKED' });
  });

  it('rotates the token: the old one finds nobody, the new one the same agent', async () => {
    const { agent, token, creator } = await anAgentAndACreator();
    actAs(agent);
    const rotated = await agents.rotateToken();
    expect(rotated).not.toBe(token);
    expect(await agents.getOwnToken()).toBe(rotated);
    actAs(creator);
    await expect(agents.getByToken(token)).rejects.toMatchObject({ code: 'AGENT.NOT_FOUND' });
    await expect(agents.linkAgent(creator.uid, rotated)).resolves.toMatchObject({ name: 'Agência Sol' });
  });

  it("refuses linking an agent to someone else's account, and the agents area to a creator", async () => {
    const { token, creator } = await anAgentAndACreator('Bia Reis');
    // Caio, signed in now, names Bia's account.
    await api.signUpAccount('creator', 'Caio Dias');
    await expect(agents.linkAgent(creator.uid, token)).rejects.toMatchObject({ code: 'AUTH.FORBIDDEN' });
    await expect(agents.listCreatorsByAgent()).rejects.toMatchObject({ code: 'AGENT.ONLY' });
    actAs(creator);
    expect((await profiles.getOwnDetails()).creatorAgentId).toBeNull();
  });

  it("refuses a creator writing another creator's data by creator_id", async () => {
    const { creatorId } = await anAgentAndACreator('Duda Mel');
    await api.signUpAccount('creator', 'Eva Sá');
    await expect(profiles.setJobPrices({ stories: 1_00, feed: 0, tiktok: 0 }, creatorId)).rejects.toMatchObject({ code: 'AGENT.NOT_LINKED' });
    await expect(accounts.updateAddress({ postalCode: '50030-230', city: 'Recife', state: 'PE' }, creatorId)).rejects.toMatchObject({ code: 'AGENT.NOT_LINKED' });
  });
});
