import { agentCreatorSchema, agentTokenSchema, creatorAgentSchema, unlinkedAgentSchema, type AccountType } from '@publi/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { creators } from '../db/schema.js';
import { aBankAccountBody, aJobPricesBody, aSocialNetwork, createAccount, dataOf, expectApiError, startTestApp, type TestApp, type TestIdentity } from '../testing.js';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp();
});

afterAll(async () => {
  await testApp.close();
});

interface Person {
  readonly identity: TestIdentity;
  readonly userId: number;
  readonly creatorId: number;
  readonly name: string;
}

async function person(type: AccountType, name = 'Ana Souza'): Promise<Person> {
  const { identity, user } = await createAccount(testApp, type, { name });
  const [card] = await testApp.db.select({ id: creators.id }).from(creators).where(eq(creators.userId, user.id));
  return { identity, userId: user.id, creatorId: card?.id ?? 0, name };
}

async function tokenOf(agent: Person): Promise<string> {
  return dataOf(await testApp.call({ method: 'GET', path: '/account/creator_agent/token', as: agent.identity }), agentTokenSchema).token;
}

function link(creator: Person, token: string, userId = creator.identity.uid) {
  return testApp.call({ method: 'POST', path: '/account/creator/creator_agent_id', as: creator.identity, body: { user_id: userId, creatorAgentToken: token } });
}

function unlink(caller: Person, creatorId?: number) {
  return testApp.call({ method: 'POST', path: '/account/creator/creator_agent_id/remove', as: caller.identity, body: creatorId === undefined ? {} : { creator_id: creatorId } });
}

async function agentIdOf(creator: Person): Promise<number | null> {
  const [card] = await testApp.db.select({ agentId: creators.creatorAgentId }).from(creators).where(eq(creators.id, creator.creatorId));
  return card?.agentId ?? null;
}

async function listOf(agent: Person) {
  return dataOf(await testApp.call({ method: 'GET', path: '/account/creator/by_creator_agent_id', as: agent.identity }), z.array(agentCreatorSchema));
}

describe('the agent link token', () => {
  it('is made on the first read, stays the same on the next, and is 128 bits or more', async () => {
    const agent = await person('agent');

    const first = await tokenOf(agent);

    expect(await tokenOf(agent)).toBe(first);
    expect(Buffer.from(first, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
  });

  it('changes on rotation, and the old one no longer finds the agent', async () => {
    const [agent, creator] = await Promise.all([person('agent', 'Bia Agência'), person('creator')]);
    const old = await tokenOf(agent);

    const rotated = dataOf(await testApp.call({ method: 'POST', path: '/account/creator_agent/token', as: agent.identity }), agentTokenSchema).token;

    expect(rotated).not.toBe(old);
    expect(await tokenOf(agent)).toBe(rotated);
    expectApiError(await testApp.call({ method: 'GET', path: `/account/creator_agent?token=${old}`, as: creator.identity }), 404, 'AGENT.NOT_FOUND');
    const found = await testApp.call({ method: 'GET', path: `/account/creator_agent?token=${rotated}`, as: creator.identity });
    expect(dataOf(found, creatorAgentSchema)).toEqual({ id: agent.userId, name: 'Bia Agência', image: null });
  });

  it('belongs to agents only', async () => {
    const creator = await person('creator');

    expectApiError(await testApp.call({ method: 'GET', path: '/account/creator_agent/token', as: creator.identity }), 403, 'AGENT.ONLY');
    expectApiError(await testApp.call({ method: 'POST', path: '/account/creator_agent/token', as: creator.identity }), 403, 'AGENT.ONLY');
  });
});

describe('GET /account/creator_agent?token=', () => {
  it('is for creators: a brand may not look agents up', async () => {
    const [agent, brand] = await Promise.all([person('agent'), person('brand')]);

    expectApiError(await testApp.call({ method: 'GET', path: `/account/creator_agent?token=${await tokenOf(agent)}`, as: brand.identity }), 403, 'CREATOR.ONLY');
  });

  it('finds no deactivated agent', async () => {
    const [agent, creator] = await Promise.all([person('agent'), person('creator')]);
    const token = await tokenOf(agent);
    await testApp.call({ method: 'POST', path: '/account/user/desactive', as: agent.identity });

    expectApiError(await testApp.call({ method: 'GET', path: `/account/creator_agent?token=${token}`, as: creator.identity }), 404, 'AGENT.NOT_FOUND');
    expectApiError(await link(creator, token), 404, 'AGENT.NOT_FOUND');
  });
});

describe('POST /account/creator/creator_agent_id', () => {
  it('links the agent to the calling creator and answers the agent, never the token', async () => {
    const [agent, creator] = await Promise.all([person('agent', 'Bia Agência'), person('creator')]);

    const response = await link(creator, await tokenOf(agent));

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { id: agent.userId, name: 'Bia Agência', image: null } });
    expect(await agentIdOf(creator)).toBe(agent.userId);
  });

  it("refuses to link someone else's account, and changes nothing", async () => {
    const [agent, creator, victim] = await Promise.all([person('agent'), person('creator'), person('creator')]);

    expectApiError(await link(creator, await tokenOf(agent), victim.identity.uid), 403, 'AUTH.FORBIDDEN');

    expect(await agentIdOf(victim)).toBeNull();
    expect(await agentIdOf(creator)).toBeNull();
  });

  it('is for creators, with a token that names an agent', async () => {
    const [agent, brand, creator] = await Promise.all([person('agent'), person('brand'), person('creator')]);

    expectApiError(await link(brand, await tokenOf(agent)), 403, 'CREATOR.ONLY');
    expectApiError(await link(creator, 'AAAAAAAAAAAAAAAAAAAAAAAA'), 404, 'AGENT.NOT_FOUND');
    expect(await agentIdOf(creator)).toBeNull();
  });

  it('replaces the agent linked before: a creator has one agent', async () => {
    const [first, second, creator] = await Promise.all([person('agent'), person('agent'), person('creator')]);
    await link(creator, await tokenOf(first));

    await link(creator, await tokenOf(second));

    expect(await agentIdOf(creator)).toBe(second.userId);
    expect(await listOf(first)).toEqual([]);
  });
});

describe('POST /account/creator/creator_agent_id/remove', () => {
  it('lets the creator unlink their agent, and a retry is harmless', async () => {
    const [agent, creator] = await Promise.all([person('agent'), person('creator')]);
    await link(creator, await tokenOf(agent));

    const response = await unlink(creator);

    expect(dataOf(response, unlinkedAgentSchema)).toEqual({ creator_id: creator.creatorId, creator_agent_id: null });
    expect(await agentIdOf(creator)).toBeNull();
    expect((await unlink(creator)).statusCode).toBe(200);
  });

  it('lets the agent unlink one of their creators, and no one else', async () => {
    const [agent, otherAgent, creator, otherCreator, brand] = await Promise.all([person('agent'), person('agent'), person('creator'), person('creator'), person('brand')]);
    await link(creator, await tokenOf(agent));

    expectApiError(await unlink(otherAgent, creator.creatorId), 403, 'AGENT.NOT_LINKED');
    expectApiError(await unlink(otherCreator, creator.creatorId), 403, 'AUTH.FORBIDDEN');
    expectApiError(await unlink(brand, creator.creatorId), 403, 'AUTH.FORBIDDEN');
    expect(await agentIdOf(creator)).toBe(agent.userId);

    expect(dataOf(await unlink(agent, creator.creatorId), unlinkedAgentSchema)).toEqual({ creator_id: creator.creatorId, creator_agent_id: null });
    expect(await agentIdOf(creator)).toBeNull();
    expect(await listOf(agent)).toEqual([]);
  });

  it('asks the agent which creator, and says when there is no such creator', async () => {
    const agent = await person('agent');

    const missing = await unlink(agent);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error: { code: 'REQUEST.INVALID', fields: { creator_id: expect.any(String) } } });
    expectApiError(await unlink(agent, 999_999), 404, 'CREATOR.NOT_FOUND');
  });
});

describe('GET /account/creator/by_creator_agent_id', () => {
  it("lists the agent's creators by name, each with its completion, and no bank data", async () => {
    const [agent, bruna, ana, stranger] = await Promise.all([person('agent'), person('creator', 'Bruna Lima'), person('creator', 'Ana Reis'), person('creator', 'Alice Nunes')]);
    const token = await tokenOf(agent);
    await Promise.all([link(bruna, token), link(ana, token)]);
    await testApp.call({ method: 'PUT', path: '/creator/job_prices', as: ana.identity, body: aJobPricesBody({ stories: '100.00', feed: '200.00', tiktok: '300.00' }) });
    await testApp.call({ method: 'PUT', path: '/creator/social_networks', as: ana.identity, body: { social_newtork: [aSocialNetwork()] } });
    await testApp.call({ method: 'PUT', path: '/creator/bank_account', as: ana.identity, body: { ...aBankAccountBody(), account_type: 'corrente' } });

    const response = await testApp.call({ method: 'GET', path: '/account/creator/by_creator_agent_id', as: agent.identity });
    const list = dataOf(response, z.array(agentCreatorSchema));

    expect(list.map((creator) => creator.name)).toEqual(['Ana Reis', 'Bruna Lima']);
    expect(list.map((creator) => creator.id)).not.toContain(stranger.creatorId);
    const [anaRow, brunaRow] = list;
    expect(anaRow).toMatchObject({ id: ana.creatorId, user_id: ana.userId, active: true });
    const sectionOf = (row: typeof anaRow, key: string) => row?.completion.sections.find((section) => section.key === key);
    expect(sectionOf(anaRow, 'prices')).toMatchObject({ percent: 100, missing: [] });
    expect(sectionOf(anaRow, 'socialNetworks')).toMatchObject({ percent: 100 });
    expect(sectionOf(anaRow, 'bank')).toMatchObject({ percent: 100 });
    // Signed up with e-mail and password in the emulator: "Senha" counts.
    expect(sectionOf(anaRow, 'profile')?.missing).not.toContain('Senha');
    expect(sectionOf(brunaRow, 'bank')).toMatchObject({ percent: 0 });
    expect(brunaRow?.completion.percent).toBeLessThan(anaRow?.completion.percent ?? 0);
    expect(response.body).not.toContain('12345-6');
    expect(response.body).not.toContain('52998224725');
  });

  it('is for agents only', async () => {
    const creator = await person('creator');

    expectApiError(await testApp.call({ method: 'GET', path: '/account/creator/by_creator_agent_id', as: creator.identity }), 403, 'AGENT.ONLY');
  });
});
